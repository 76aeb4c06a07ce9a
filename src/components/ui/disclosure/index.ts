export { Disclosure, DisclosureGroup, type DisclosureProps } from './disclosure';
