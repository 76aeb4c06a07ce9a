export { TagGroup, type TagGroupProps, type TagOption } from './tag-group';
