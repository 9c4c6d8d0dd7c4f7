import { describe, expect, it } from 'vitest';
import { csvDocument, csvSeparator } from './csv';

describe('csvDocument', () => {
  it('writes a BOM, the separator and CRLF, quoting only where needed', () => {
    const csv = csvDocument(
      [
        ['Buchung', 'Unterkunft', 'Nächte'],
        ['2026-100001', 'Haus "Seeblick"; Ostsee', 7],
        ['2026-100002', 'Zwei\nZeilen', 3],
        ['2026-100003', ' Leerzeichen ', 0],
      ],
      ';',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Buchung;Unterkunft;Nächte',
      '2026-100001;"Haus ""Seeblick""; Ostsee";7',
      '2026-100002;"Zwei\nZeilen";3',
      '2026-100003;" Leerzeichen ";0',
      '',
    ]);
  });

  it('never lets a text start a formula, whatever the separator', () => {
    const csv = csvDocument(
      [['=HYPERLINK("http://evil.example","x")', '+1', '-2', '@SUM(A1)', '\tx', 'a,b', 'ok']],
      ',',
    );
    expect(csv.slice(1)).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")",'+1,'-2,'@SUM(A1),'\tx,"a,b",ok\r\n`,
    );
    // Blanks first, or the full-width forms, do not slip past.
    expect(csvDocument([['  =1+1', '\uFF1D1+1']], ';').slice(1)).toBe(`'  =1+1;'\uFF1D1+1\r\n`);
    // Whole numbers only: an amount is text formatted for the reader.
    expect(csvDocument([[-12, 7]], ';').slice(1)).toBe('-12;7\r\n');
    expect(() => csvDocument([[-12.5]], ';')).toThrow(RangeError);
  });

  it('chooses the separator from the decimal mark', () => {
    expect(csvSeparator(',')).toBe(';');
    expect(csvSeparator('.')).toBe(',');
  });
});
