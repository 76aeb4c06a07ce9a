export { TagList, type TagListProps } from './tag-list';
