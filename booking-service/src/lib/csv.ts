/**
 * CSV as spreadsheets read it (RFC 4180): fields joined by commas, lines ended by CRLF, a field
 * quoted when it holds a comma, a quote or a line break. A text field that starts like a formula
 * (= + - @, a tab or a carriage return) gets a leading apostrophe, so a spreadsheet opening the
 * file shows the value instead of running it (CSV injection).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A numeric column: a plain decimal number is written as it is, so a negative amount stays a
 * number a spreadsheet can add up; anything else is treated as text.
 */
export function csvNumber(value: string): string {
  return PLAIN_NUMBER.test(value) ? value : csvField(value);
}

/** Lines of already-written fields, each ended by CRLF. */
export function csvLines(lines: readonly (readonly string[])[]): string {
  return lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}
