import type { WireBytes } from './worker-network';

export interface Visit {
  /** The page's own script requests: bytes on the wire and files, and how many its worker answered. */
  js: { bytes: number; files: number; fromWorker: number };
  /** What the service worker fetched (its precache) during the visit. */
  worker: WireBytes;
  /** The whole first visit, once the worker holds all it precaches for a visitor. */
  firstVisit: {
    /** Bytes on the wire, the page's and the worker's, headers included. */
    wireBytes: number;
    /** What Cache Storage then holds: responses and their bodies' bytes. */
    stored: { files: number; bytes: number };
    /** Why the worker's precache did not settle, when it did not. */
    unsettled?: string;
  };
  /** The page's JavaScript, uncompressed: compiled, and in functions that ran. */
  executed: { parsed: number; ran: number };
  longTasks: number[];
  islands: number;
  hydrated: boolean;
  /** From first contentful paint to the worker controlling the page with its precache done. */
  offlineReadyMs?: number;
}

export interface FirstInput {
  /** The control tapped, or "none" when the header has none visible. */
  control: string;
  /** Tap to the frame after its effect; absent when nothing changed within 2 s. */
  delayMs?: number;
}

export interface VisitRow {
  path: string;
  visit?: Visit;
  input?: FirstInput;
  error?: string;
}

/** The pages with a form or a filter, which may load more; every other page is for reading. */
const FORM_PAGES = new Set([
  '/',
  '/contact',
  '/blog',
  '/business-examples',
  '/pricing',
  '/tools/roi-calculator',
]);
export const TARGETS = { readingKb: 50, formKb: 120, offlineReadyS: 5, firstInputMs: 200 };

const kb = (bytes: number) => bytes / 1024;
const jsTarget = (path: string) => (FORM_PAGES.has(path) ? TARGETS.formKb : TARGETS.readingKb);
const overJs = (row: VisitRow) => !!row.visit && kb(row.visit.js.bytes) > jsTarget(row.path);
const overOffline = (row: VisitRow) =>
  !!row.visit && (row.visit.offlineReadyMs ?? Infinity) > TARGETS.offlineReadyS * 1000;
const overInput = (row: VisitRow) => !!row.input && (row.input.delayMs ?? Infinity) > TARGETS.firstInputMs;
const mark = (over: boolean) => (over ? ' (over)' : '');

function cells(row: VisitRow): string[] {
  const { visit, input } = row;
  if (!visit)
    return [row.path, `error: ${row.error ?? 'unknown'}`, '', '', '', '', '', '', '', '', '', '', ''];
  const { firstVisit } = visit;
  const long = visit.longTasks;
  const js = `${kb(visit.js.bytes).toFixed(1)} KB in ${visit.js.files}${visit.js.fromWorker ? ` (+${visit.js.fromWorker} from worker)` : ''}`;
  return [
    row.path,
    js + mark(overJs(row)),
    `≤ ${jsTarget(row.path)} KB`,
    `${kb(visit.worker.all).toFixed(0)} KB (${kb(visit.worker.scripts).toFixed(0)} JS)`,
    `${kb(visit.executed.ran).toFixed(0)} of ${kb(visit.executed.parsed).toFixed(0)} KB`,
    `${long.length}, ${Math.round(long.reduce((sum, ms) => sum + ms, 0))} ms`,
    String(visit.islands),
    visit.hydrated ? 'yes' : 'no',
    (visit.offlineReadyMs === undefined
      ? 'not within 10 s'
      : `${(visit.offlineReadyMs / 1000).toFixed(1)} s`) + mark(overOffline(row)),
    !input
      ? row.error
        ? `error: ${row.error}`
        : ''
      : (input.delayMs === undefined ? 'no effect' : `${Math.round(input.delayMs)} ms`) +
        mark(overInput(row)),
    input?.control ?? '',
    `${kb(firstVisit.wireBytes).toFixed(0)} KB` + (firstVisit.unsettled ? ` (${firstVisit.unsettled})` : ''),
    `${firstVisit.stored.files} files, ${kb(firstVisit.stored.bytes).toFixed(0)} KB`,
  ];
}

/** The table, aligned as Markdown, and one line per target. */
export function printVisits(rows: VisitRow[]): void {
  const header = [
    'Page',
    'JS fetched',
    'target',
    'Worker fetched',
    'JS ran (uncompressed)',
    'Long tasks',
    'Islands live',
    'html hydrated',
    `Offline-ready (target ≤ ${TARGETS.offlineReadyS} s)`,
    `First input (target ≤ ${TARGETS.firstInputMs} ms)`,
    'Tapped',
    'First visit on the wire',
    'Stored in Cache Storage',
  ];
  const table = [header, ...rows.map(cells)];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const values of table.slice(1)) console.log(line(values));

  const measured = rows.filter((row) => row.visit);
  const reading = measured.filter((row) => !FORM_PAGES.has(row.path));
  const forms = measured.filter((row) => FORM_PAGES.has(row.path));
  const tapped = rows.filter((row) => row.input);
  const count = (list: VisitRow[], over: (row: VisitRow) => boolean) =>
    `${list.filter(over).length} of ${list.length}`;
  console.log('');
  console.log(`reading pages over ${TARGETS.readingKb} KB: ${count(reading, overJs)}`);
  console.log(`form or filter pages over ${TARGETS.formKb} KB: ${count(forms, overJs)}`);
  console.log(
    `offline-ready later than ${TARGETS.offlineReadyS} s (or not within 10 s): ${count(measured, overOffline)}`,
  );
  console.log(`first input over ${TARGETS.firstInputMs} ms (or no effect): ${count(tapped, overInput)}`);
  const failed = rows.filter((row) => row.error);
  if (failed.length) console.log(`pages not measured: ${failed.map((row) => row.path).join(', ')}`);
}
