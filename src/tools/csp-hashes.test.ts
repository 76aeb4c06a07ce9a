import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashesOfPage } from './csp-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('hashesOfPage', () => {
  it('hashes inline scripts that run, exactly as written', () => {
    const html = '<head><script>document.documentElement.dataset.theme="dark";</script></head>';
    expect(hashesOfPage(html).scripts).toEqual([sha256('document.documentElement.dataset.theme="dark";')]);
  });

  it('leaves out scripts with a source and data blocks', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(hashesOfPage(html).scripts).toEqual([]);
  });

  it('hashes module scripts too', () => {
    expect(hashesOfPage('<script type="module">import "/a.js";</script>').scripts).toEqual([
      sha256('import "/a.js";'),
    ]);
  });

  it('hashes style attributes as the browser decodes them', () => {
    const html = '<span style="font-family:&quot;Inter&quot;;width:1px">x</span>';
    expect(hashesOfPage(html).styleAttributes).toEqual([sha256('font-family:"Inter";width:1px')]);
  });
});
