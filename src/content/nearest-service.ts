import { serviceCards } from './service-cards';
import type { ServiceId } from '@/definitions/services';

/**
 * Edits (letters added, dropped or changed) a mistyped id may be from the
 * real one: at most 2, and fewer for short ids, so 'web' is not read as 'seo'.
 */
const MAX_EDITS = 2;
const allowedEdits = (id: string) => Math.min(MAX_EDITS, Math.floor(id.length / 4));

function normalise(id: string): string {
  let text = id;
  try {
    text = decodeURIComponent(id);
  } catch {
    // A malformed escape is matched as typed.
  }
  return text.toLowerCase().replace(/[\s_]+/g, '-');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The service a mistyped id most likely meant (`web-funnels`, `Branding`,
 * `ppc_advertising`), or none when no id is close enough or two are equally close.
 */
export function nearestService(id: string): ServiceId | undefined {
  const typed = normalise(id);
  const ranked = serviceCards
    .map((card) => ({ id: card.id, edits: editDistance(typed, card.id) }))
    .sort((a, b) => a.edits - b.edits);
  const [best, runnerUp] = ranked;
  if (!best || best.edits > allowedEdits(best.id)) return undefined;
  if (runnerUp && runnerUp.edits === best.edits) return undefined;
  return best.id;
}
