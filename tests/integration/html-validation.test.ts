import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { clientDir } from '../../src/server/dist-dir';
import { prerenderedPages } from '../support/prerendered-pages';

/** The Nu HTML Checker (the W3C validator), run on the system's Java; its own Java download is denied. */
const checker = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  lastLine?: number;
  message: string;
}

describe('the prerendered HTML', () => {
  it('has no error the Nu HTML Checker finds, on any page', () => {
    expect(prerenderedPages().length).toBeGreaterThan(20);
    const run = spawnSync(
      'java',
      ['-jar', checker, '--errors-only', '--format', 'json', '--skip-non-html', clientDir],
      { encoding: 'utf8' },
    );
    if (run.error)
      throw new Error(
        `Java runs the HTML checker (apt-get install default-jre-headless): ${run.error.message}`,
      );
    // The checker writes its JSON report on stderr, whether or not it found errors.
    const { messages } = JSON.parse(run.stderr) as { messages: CheckerMessage[] };
    const errors = messages
      .filter(({ type }) => type !== 'info')
      .map(
        ({ url, lastLine, message }) => `${url.replace(/^.*\/client\//, '/')}:${lastLine ?? 0} ${message}`,
      );
    expect(errors).toEqual([]);
  });
});
