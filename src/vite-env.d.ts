/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Social profile URLs; a link is shown only when its URL is set at build time. */
  readonly VITE_SOCIAL_TWITTER_URL?: string;
  readonly VITE_SOCIAL_INSTAGRAM_URL?: string;
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Markdown document without front matter, as the tree of blocks a page renders (src/tools/markdown-plugin.ts). */
declare module '*.md?document' {
  import type { PostBody } from './content/post-types';
  const body: PostBody;
  export default body;
}

/** A drawing as a compact data URI, painted with the page (src/tools/svg-data-uri-plugin.ts). */
declare module '*.svg?data-uri' {
  const uri: string;
  export default uri;
}
