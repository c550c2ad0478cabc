/**
 * The one CSV writer of every export (the reports' tables, the transactions file; issue 29): a UTF-8
 * byte-order mark so spreadsheets read 'Rp' and names right, a header of the columns as people read
 * them, CRLF line ends, and no blank line. Written out rather than papaparse so the API's stream and
 * the web's downloads share it without either shipping a parser.
 */

export type CsvCell = string | number | null | undefined;

/** The byte-order mark a file starts with (Excel reads UTF-8 only with it). */
export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

/** A text cell a spreadsheet would run as a formula (= + - @, a tab or carriage return first). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One cell: numbers as they are (so -50000 stays a number), text escaped against formulas with a
 * leading ' and quoted when it holds a comma, a quote, a line break or edge spaces.
 */
export function formatCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines of cells, each ending with CRLF ('' for none): a stream's page of rows. */
export function formatCsvRows(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => `${row.map(formatCsvCell).join(',')}${CSV_NEWLINE}`).join('');
}

/** The start of a file: the byte-order mark and the header line. */
export function formatCsvHeader(header: readonly string[]): string {
  return `${CSV_BOM}${formatCsvRows([header])}`;
}

/** A whole file: the header, then the rows. */
export function formatCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return `${formatCsvHeader(header)}${formatCsvRows(rows)}`;
}

/** A file's text with the byte-order mark, once (a fetched text has had it taken off). */
export function withCsvBom(text: string): string {
  return text.startsWith(CSV_BOM) ? text : `${CSV_BOM}${text}`;
}
