/**
 * Claims about results, ratings, revenue or audience that the agency has
 * backed with a source: the words as a page shows them, and where they come
 * from. A production build refuses any such claim without an entry here
 * (src/tools/unsourced-claims.ts). Trust figures carry their own `source`.
 */
export interface ClaimSource {
  claim: string;
  source: string;
}

export const claimSources: ClaimSource[] = [];
