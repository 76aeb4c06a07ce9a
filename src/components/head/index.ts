export {
  createHeadCollector,
  HeadContext,
  type HeadCollector,
  type PageHead,
  type StructuredDataBlock,
} from './head-context';
export { PageMeta } from './page-meta';
export { renderHead, type HeadLinks } from './render-head';
export { shareImagePath } from './head-constants';
export { StructuredData } from './structured-data';
