import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** The Nu HTML Checker (the W3C validator), run on the system's Java; its own Java download is denied. */
const checker = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * What the checker's CSS validator does not know yet, though the browsers
 * do: cross-document view transitions (CSS View Transitions Level 2), which
 * every page opts into (src/styles/view-transitions.css).
 */
const NOT_YET_KNOWN = ['CSS: Unrecognized at-rule “@view-transition”'];

/**
 * One short run gains little from the JVM's optimising compiler and parallel
 * collector, which cost it two thirds of its CPU time (12 s against 4.5 s on
 * the built site, with the same report). Code from the quick compiler alone
 * needs a deeper stack than the checker's 512k minimum.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  lastLine?: number;
  message: string;
}

/** The errors the checker finds in the HTML files under `path` (a file or a folder), as "file:line message". */
export function htmlErrors(path: string, options: { skipNonHtml?: boolean } = {}): string[] {
  const run = spawnSync(
    'java',
    [
      ...JVM_OPTIONS,
      '-jar',
      checker,
      '--errors-only',
      '--format',
      'json',
      ...(options.skipNonHtml ? ['--skip-non-html'] : []),
      path,
    ],
    { encoding: 'utf8' },
  );
  if (run.error)
    throw new Error(
      `Java runs the HTML checker (apt-get install default-jre-headless): ${run.error.message}`,
    );
  // The checker writes its JSON report on stderr, whether or not it found errors.
  const { messages } = JSON.parse(run.stderr) as { messages: CheckerMessage[] };
  return messages
    .filter(({ type, message }) => type !== 'info' && !NOT_YET_KNOWN.includes(message))
    .map(({ url, lastLine, message }) => `${url.replace(/^.*\/client\//, '/')}:${lastLine ?? 0} ${message}`);
}
