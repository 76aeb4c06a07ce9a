type Cell = string | number | null;

/** One cell: quoted where CSV needs it, and a leading formula character defused for spreadsheets. */
function csvCell(value: Cell): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A table as CSV text, each row ended by CRLF as RFC 4180 has it. */
export function csvText(rows: ReadonlyArray<readonly Cell[]>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The agency's own calendar: a file is dated as the day is in the UK. */
const UK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** The UK date of `at` as YYYY-MM-DD, for a saved file's name. */
export function ukDate(at: Date = new Date()): string {
  return UK_DATE.format(at);
}

const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as the agency's spreadsheet reads it: the UK date and time in
 * Europe/London ("07/12/2026 03:22"), summer time included, not ISO in UTC.
 */
export function ukDateTime(at: Date): string {
  return UK_DATE_TIME.format(at).replace(',', '');
}

/**
 * Saves CSV text as a file through the browser's download, with a byte-order
 * mark: without it Excel reads UTF-8 as the system's code page, and a note's
 * "£" or an accented name comes out garbled.
 */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
