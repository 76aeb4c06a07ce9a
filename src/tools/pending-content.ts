import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import { about } from '../content/about.ts';
import { readAgencySettings } from '../content/agency-settings.ts';
import { trustFigures } from '../content/pricing.ts';
import { testimonials } from '../content/testimonials.ts';
import type { MissingFact } from '../content/business.ts';
import { missingBusinessFacts } from './launch-checklist.ts';

const postsDir = resolve(import.meta.dirname, '../content/posts');

/**
 * Everything the site leaves out, or says in neutral words, until the agency
 * supplies the real thing: one line per item.
 */
export function pendingContent(
  env: Record<string, string | undefined>,
  postFiles: Record<string, string>,
  missingFacts: readonly MissingFact[] = missingBusinessFacts(),
): string[] {
  const settings = readAgencySettings(env);
  return [
    ...testimonials
      .filter((item) => item.sample)
      .map((item) => `sample testimonial (not shown): "${item.name}, ${item.business}, ${item.town}"`),
    ...about.memberships
      .filter((item) => item.sample)
      .map((item) => `unconfirmed membership (not shown): ${item.name}`),
    ...about.whyChoose
      .filter((point) => point.needsMemberships && about.memberships.every((item) => item.sample))
      .map((point) => `about page's "${point.title}" (not shown until a membership is confirmed)`),
    ...trustFigures
      .filter((figure) => figure.sample)
      .map(
        (figure) =>
          `unsourced trust figure (not shown): "${figure.value} ${figure.label}, ${figure.description}": give it a source in src/content/pricing.ts`,
      ),
    ...missingFacts.map((item) => `${item.what}: ${item.field} in src/content/business-facts.ts`),
    ...(settings.offer
      ? []
      : ['pricing offer: set VITE_OFFER_TEXT and VITE_OFFER_ENDS for a real offer (no badge until then)']),
    ...Object.entries(postFiles)
      .filter(([, text]) => !/^author:\s*\S/m.test(text.split(/^---$/m)[1] ?? ''))
      .map(
        ([file]) => `author of ${file}: add "author:" to its front matter (shown: "the Clear North team")`,
      ),
  ];
}

/** Prints the content still waiting for the agency at the start of every production build. */
export function pendingContentReport(): Plugin {
  return {
    name: 'clear-north:pending-content',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      const posts = Object.fromEntries(
        readdirSync(postsDir)
          .filter((file) => file.endsWith('.md'))
          .map((file) => [file, readFileSync(resolve(postsDir, file), 'utf8')]),
      );
      const pending = pendingContent(env, posts);
      if (pending.length === 0) return;
      config.logger.warn(
        `\nContent waiting for the agency (${pending.length}):\n${pending.map((line) => `  - ${line}`).join('\n')}\n`,
      );
    },
  };
}
