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
    // A number is a number (a negative amount stays a number), not text.
    expect(csvDocument([[-12.5]], ';').slice(1)).toBe('-12.5\r\n');
  });

  it('chooses the separator from the decimal mark', () => {
    expect(csvSeparator(',')).toBe(';');
    expect(csvSeparator('.')).toBe(',');
  });
});
