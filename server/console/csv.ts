/**
 * A spreadsheet runs a cell starting with one of these as a formula (OWASP, CSV injection): it is
 * prefixed with a quote, so a prospect's message stays text in the office's spreadsheet.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One RFC 4180 field: neutralised, then quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
export const utf8Bom = '\uFEFF';
