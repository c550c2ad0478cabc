import Papa from 'papaparse';

/** Saves text as a file through a temporary link (the browser's download). */
export function saveFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
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
 * A table as a CSV file: a header of the column labels, then the rows. Cells starting with = + - @ get
 * a leading ' (papaparse's escapeFormulae) so a spreadsheet never runs them; numbers stay numbers.
 */
export function downloadCsv(fileName: string, header: string[], rows: Array<Array<string | number>>) {
  const text = Papa.unparse({ fields: header, data: rows }, { escapeFormulae: true, newline: '\r\n' });
  saveFile(fileName, `\uFEFF${text}\r\n`);
}
