// A CSV file for spreadsheets (a partner's bookings of a month, decision 098): what Excel, Numbers
// and LibreOffice open as they are, in the reader's conventions, and never as formulas.
//
// - The field separator follows the decimal separator of the reader's language: ';' where the
//   decimal mark is a comma (de, fr, it — Excel there splits on ';'), ',' in English.
// - A field is quoted when it holds the separator, a quote, a line break or outer spaces;
//   quotes inside are doubled (RFC 4180). Lines end with CRLF.
// - A text that starts with = + - @ or a tab/CR would be read as a formula by a spreadsheet
//   (CSV injection: an object title "=HYPERLINK(…)"): it gets a leading apostrophe, which the
//   spreadsheet shows as text. Numbers are passed as numbers and written plainly.
// - A UTF-8 byte order mark first: Excel otherwise reads UTF-8 as Windows-1252 ("NÃ¤chte").

export type CsvCell = string | number;

/** ';' where the decimal mark is a comma, else ','. */
export function csvSeparator(decimalMark: string): ';' | ',' {
  return decimalMark === ',' ? ';' : ',';
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell, separator: string): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const quote = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim();
  return quote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as one CSV document (BOM, CRLF after every row). */
export function csvDocument(rows: readonly (readonly CsvCell[])[], separator: ';' | ','): string {
  const lines = rows.map((row) => row.map((value) => cell(value, separator)).join(separator));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
