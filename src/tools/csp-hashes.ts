import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The hash sources a Content-Security-Policy needs for what the built pages carry inline. */
export interface CspHashes {
  /** Inline scripts that run (JSON-LD and other data blocks are not scripts to CSP). */
  scripts: string[];
  /** Inline style attributes, as React Aria's visually hidden text renders them. */
  styleAttributes: string[];
}

/**
 * Written beside the pages: each page's hash sources by its file in the site's
 * folder ("index.html", "blog/404.html"). pb_hooks/lib/security-headers.js
 * gives each page a policy that allows its own inline code only.
 */
export const CSP_HASHES_FILE = 'csp-hashes.json';

export type CspHashesByPage = Record<string, CspHashes>;

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

/** Hashes every built page and writes them by page for the server's policies. */
export async function writeCspHashes(clientDir: string): Promise<CspHashesByPage> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  const byPage: CspHashesByPage = {};
  for (const page of pages.sort()) {
    const { scripts, styleAttributes } = hashesOfPage(await readFile(page, 'utf8'));
    byPage[relative(clientDir, page).split(sep).join('/')] = {
      scripts: unique(scripts),
      styleAttributes: unique(styleAttributes),
    };
  }
  await writeFile(join(clientDir, CSP_HASHES_FILE), JSON.stringify(byPage, null, 2));
  return byPage;
}
