import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compactSvg, svgDataUri } from './svg-data-uri-plugin';

const drawing = fileURLToPath(new URL('../content/images/service-seo.svg', import.meta.url));

/** Loads an id through the plugin as Vite would. */
async function load(id: string): Promise<string | null> {
  const hook = svgDataUri().load as unknown as (
    this: { addWatchFile: () => void },
    id: string,
  ) => Promise<string | null>;
  return hook.call({ addWatchFile: () => undefined }, id);
}

describe('svgDataUri', () => {
  it('makes a drawing a valid data URI of the compacted drawing', async () => {
    const code = await load(`${drawing}?data-uri`);
    const uri = JSON.parse((/^export default (".*");$/.exec(code ?? '') ?? [])[1] ?? '""') as string;
    expect(uri).toMatch(/^data:image\/svg\+xml,%3csvg%20xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
    expect(() => new URL(uri)).not.toThrow();
    expect(uri).not.toMatch(/\s/);
    const decoded = decodeURIComponent(uri.slice('data:image/svg+xml,'.length)).replaceAll("'", '"');
    const compacted = compactSvg(await readFile(drawing, 'utf8'));
    expect(decoded.replace(/"/g, '')).toBe(compacted.replace(/"/g, ''));
  });

  it('leaves every other import to Vite', async () => {
    expect(await load(drawing)).toBeNull();
    expect(await load(`${drawing}?inline`)).toBeNull();
  });
});

describe('compactSvg', () => {
  it("drops the drawing's title and the attributes that point at it, and keeps what it draws", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" role="img" aria-labelledby="t">
  <title id="t">A dot</title>
  <circle cx="5" cy="5" r="1" fill="#2a44d4"/>
</svg>`;
    const compacted = compactSvg(svg);
    expect(compacted).not.toMatch(/title|A dot|role=|aria-/);
    expect(compacted).toContain('viewBox="0 0 10 10"');
    expect(compacted).toMatch(/<circle cx="5" cy="5" r="1" fill="#2a44d4"\/>/);
    expect(compacted.length).toBeLessThan(svg.length);
  });
});
