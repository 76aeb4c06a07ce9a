export { NumberedList, type NumberedItem, type NumberedListProps } from './numbered-list';
