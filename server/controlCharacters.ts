/**
 * What a visitor typed reaches an operator's terminal (`npm run outbox`, the server's log). A
 * terminal obeys control characters: ESC sequences clear the screen or write the clipboard (OSC
 * 52), BEL rings, and 8-bit C1 codes such as U+009B (CSI) act like ESC sequences in some
 * terminals. So every C0 and C1 control and DEL is shown, never sent, except newline and tab.
 */
const obeyedControls = /(?![\n\t])\p{Cc}/gu;

const hex = (char: string, digits: number) => char.charCodeAt(0).toString(16).padStart(digits, '0');

/** Text for a terminal: each control a terminal would obey written out as `\x1b`. */
export function showControls(text: string): string {
  return text.replace(obeyedControls, (char) => `\\x${hex(char, 2)}`);
}

/**
 * JSON for a terminal. JSON.stringify escapes C0 controls but leaves DEL and C1 raw; escaped as
 * `\u009b` they mean exactly the same to a JSON reader.
 */
export function escapeControlsInJson(json: string): string {
  return json.replace(obeyedControls, (char) => `\\u${hex(char, 4)}`);
}

/** Controls and the characters some terminals and editors break a line at (U+2028, U+2029). */
const anyBreakOrControl = /[\p{Cc}\u2028\u2029]/gu;

/**
 * One stored value inside a printed record: newline and tab included, every control written out
 * as `\x0a` (a line separator as `\u2028`), so what a visitor sent can never start a line of its
 * own and pass for one the report or the record wrote.
 */
export function oneLine(text: string): string {
  return text.replace(anyBreakOrControl, (char) =>
    char.charCodeAt(0) > 0xff ? `\\u${hex(char, 4)}` : `\\x${hex(char, 2)}`,
  );
}
