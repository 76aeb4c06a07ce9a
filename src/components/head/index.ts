export { createHeadCollector, HeadContext, type HeadCollector, type PageHead } from './head-context';
export { PageMeta } from './page-meta';
export { renderHead } from './render-head';
