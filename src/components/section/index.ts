export { Section, type SectionProps } from './section';
export { SectionRow, type SectionRowProps } from './section-row';
