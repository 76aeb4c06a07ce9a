import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The hash sources a Content-Security-Policy needs for what the built pages carry inline. */
export interface CspHashes {
  /** Inline scripts that run (JSON-LD and other data blocks are not scripts to CSP). */
  scripts: string[];
  /** Inline style attributes, as React Aria's visually hidden text renders them. */
  styleAttributes: string[];
}

/** Written beside the pages; pb_hooks/lib/security-headers.js reads it. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;

function runsAsScript(attributes: string): boolean {
  if (/\ssrc=/i.test(attributes)) return false;
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || type.endsWith('javascript');
}

/** React escapes attribute values; CSP hashes the value the browser decoded. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The hash sources for one page's inline scripts and style attributes. */
export function hashesOfPage(html: string): CspHashes {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter((match) => runsAsScript(match[1] ?? ''))
    .map((match) => hashSource(match[2] ?? ''));
  const styleAttributes = [...html.matchAll(STYLE_ATTRIBUTE)].map((match) =>
    hashSource(decodeAttribute(match[1] ?? '')),
  );
  return { scripts, styleAttributes };
}

const unique = (items: string[]) => [...new Set(items)].sort();

/** Hashes every built page and writes the union for the server's policy. */
export async function writeCspHashes(clientDir: string): Promise<CspHashes> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const hashes = await Promise.all(
    pages.map(async (entry) => hashesOfPage(await readFile(join(entry.parentPath, entry.name), 'utf8'))),
  );
  const all: CspHashes = {
    scripts: unique(hashes.flatMap((page) => page.scripts)),
    styleAttributes: unique(hashes.flatMap((page) => page.styleAttributes)),
  };
  await writeFile(join(clientDir, CSP_HASHES_FILE), JSON.stringify(all, null, 2));
  return all;
}
