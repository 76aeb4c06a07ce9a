import type { Plugin, Rollup } from 'vite';
import { PASSAGES_URL } from '../features/assistant/passage.ts';
import { findUnsourcedClaims, unsourcedClaimsMessage } from './unsourced-claims.ts';

/** What a visitor can read: every page, and the passages the assistant answers from. */
function readableFiles(bundle: Rollup.OutputBundle): Record<string, string> {
  return Object.fromEntries(
    Object.values(bundle)
      .filter(
        (file): file is Rollup.OutputAsset =>
          file.type === 'asset' &&
          (file.fileName.endsWith('.html') || file.fileName === PASSAGES_URL.slice(1)),
      )
      .map((file) => [file.fileName, String(file.source)]),
  );
}

/**
 * Fails a production build whose pages or assistant passages make a claim
 * that needs a source (a rating, revenue, an audience, a promised result)
 * without one, naming each file and claim. Development builds show samples
 * on purpose and are not checked.
 */
export function unsourcedClaimsCheck(): Plugin {
  return {
    name: 'clear-north:unsourced-claims',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && env.mode !== 'development',
    // After the pages and passages are written into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const claims = findUnsourcedClaims(readableFiles(bundle));
      if (claims.length > 0) this.error(unsourcedClaimsMessage(claims));
    },
  };
}
