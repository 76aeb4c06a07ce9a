export { FaqList, type FaqListProps } from './faq-list';
