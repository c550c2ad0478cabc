import { describe, expect, it } from 'vitest';
import { CSV_BOM, formatCsv, formatCsvCell, formatCsvHeader, formatCsvRows, withCsvBom } from './csv';

describe('formatCsvCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [0, '0'],
    [-50000, '-50000'],
    [Number.NaN, ''],
    ['PS5 Regular 1', 'PS5 Regular 1'],
    ['1× Es Teh, 2× Nasi Goreng', '"1× Es Teh, 2× Nasi Goreng"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    [' padded', '" padded"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+62812', "'+62812"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['=1,2', '"\'=1,2"'],
    ['6281234567890', '6281234567890'],
  ])('%j → %s', (cell, expected) => {
    expect(formatCsvCell(cell)).toBe(expected);
  });
});

describe('a file', () => {
  it('starts with one byte-order mark and the header, ends each line with CRLF, has no blank line', () => {
    const text = formatCsv(
      ['Invoice', 'Final'],
      [
        ['BOOK-1', 50000],
        ['BOOK-2', -10000],
      ],
    );
    expect(text).toBe(`${CSV_BOM}Invoice,Final\r\nBOOK-1,50000\r\nBOOK-2,-10000\r\n`);
    expect(
      text
        .split('\r\n')
        .slice(0, -1)
        .every((line) => line.length > 0),
    ).toBe(true);
  });

  it('with no rows is the header alone', () => {
    expect(formatCsv(['A', 'B'], [])).toBe(`${CSV_BOM}A,B\r\n`);
    expect(formatCsvHeader(['A'])).toBe(`${CSV_BOM}A\r\n`);
    expect(formatCsvRows([])).toBe('');
  });

  it('puts the byte-order mark back once on fetched text', () => {
    expect(withCsvBom('A\r\n')).toBe(`${CSV_BOM}A\r\n`);
    expect(withCsvBom(`${CSV_BOM}A\r\n`)).toBe(`${CSV_BOM}A\r\n`);
  });
});
