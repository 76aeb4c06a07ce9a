/** On the root of a page of islands (src/app/page-kinds.ts), which the page's first script reads. */
export const ROOT_ISLANDS_ATTRIBUTE = 'data-islands-page';
