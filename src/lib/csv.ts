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

/** Saves CSV text as a file through the browser's download. */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
