/** One file of a pack as the build wrote it (src/tools/first-install-packs.ts): its path and its text. */
export type PackedFile = [path: string, body: string];

/** What the server sends each packed kind of file as; a module script must come as JavaScript. */
const CONTENT_TYPES: Readonly<Record<string, string>> = { js: 'text/javascript; charset=utf-8' };

const isPackedFile = (item: unknown): item is PackedFile =>
  Array.isArray(item) && item.length === 2 && item.every((part) => typeof part === 'string');

/** A pack's files, from its parsed body; anything else is refused rather than cached. */
export function unpack(json: unknown): Map<string, string> {
  if (!Array.isArray(json) || !json.every(isPackedFile)) throw new Error('Not a first-install pack');
  return new Map(json);
}

/** A packed file as the server would have sent it, to be cached under its own address. */
export function responseFor(path: string, body: string): Response {
  const type = CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)];
  return new Response(body, { headers: type ? { 'Content-Type': type } : {} });
}
