import { type CsvCell, formatCsv, withCsvBom } from '@ruangmain/domain/csv';

/** Saves text as a file through a temporary link (the browser's download). */
function saveFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * A CSV file the server wrote (packages/domain/src/csv.ts), saved as is; reading it as text took its
 * byte-order mark off, so it is put back: every export opens alike in a spreadsheet.
 */
export function saveCsv(fileName: string, text: string) {
  saveFile(fileName, withCsvBom(text));
}

/** A table as a CSV file by the one writer of every export: its column labels, then the rows. */
export function downloadCsv(fileName: string, header: string[], rows: Array<Array<CsvCell>>) {
  saveFile(fileName, formatCsv(header, rows));
}
