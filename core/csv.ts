// A CSV file for spreadsheets (a partner's bookings of a month, decision 098): what Excel, Numbers
// and LibreOffice open as they are, in the reader's conventions, and never as formulas.
//
// - The field separator follows the decimal separator of the reader's language: ';' where the
//   decimal mark is a comma (de, fr, it — Excel there splits on ';'), ',' in English.
// - A field is quoted when it holds the separator, a quote, a line break or outer spaces;
//   quotes inside are doubled (RFC 4180). Lines end with CRLF.
// - A text that starts (after blanks) with = + - @, their full-width forms, or a tab/CR would be
//   read as a formula by a spreadsheet (CSV injection: an object title "=HYPERLINK(…)"): it gets
//   a leading apostrophe, so it stays text — shown with the apostrophe, which is the price.
//   Numbers are whole numbers (counts), written plainly; an amount is text formatted for the
//   reader (a decimal point would be a date or text to a German spreadsheet).
// - A UTF-8 byte order mark first: Excel otherwise reads UTF-8 as Windows-1252 ("NÃ¤chte").

export type CsvCell = string | number;

/** ';' where the decimal mark is a comma, else ','. */
export function csvSeparator(decimalMark: string): ';' | ',' {
  return decimalMark === ',' ? ';' : ',';
}

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

function cell(value: CsvCell, separator: string): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
    return String(value);
  }
  const formula = FORMULA_START.test(value) || FORMULA_START.test(value.trimStart());
  const text = formula ? `'${value}` : value;
  const quote = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim();
  return quote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as one CSV document (BOM, CRLF after every row). */
export function csvDocument(rows: readonly (readonly CsvCell[])[], separator: ';' | ','): string {
  const lines = rows.map((row) => row.map((value) => cell(value, separator)).join(separator));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
