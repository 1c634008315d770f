import { expect, it } from 'vitest';
import { escapeControlsInJson, showControls } from '../../server/controlCharacters';

const codes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const c0 = codes(0x00, 0x1f);
const c1 = codes(0x80, 0x9f);
const everyControl = String.fromCharCode(...c0, 0x7f, ...c1);

it('shows every C0 and C1 control and DEL as \\xHH, except newline and tab', () => {
  const expected = [...c0, 0x7f, ...c1]
    .map((code) =>
      code === 0x09 || code === 0x0a
        ? String.fromCharCode(code)
        : `\\x${code.toString(16).padStart(2, '0')}`,
    )
    .join('');

  expect(showControls(`Zoë ${everyControl} done`)).toBe(`Zoë ${expected} done`);
});

it('escapes in JSON what JSON.stringify leaves raw, and the JSON still means the same', () => {
  const json = escapeControlsInJson(JSON.stringify({ typed: `Zoë ${everyControl}` }));

  expect(json).not.toMatch(/\p{Cc}/u);
  expect(json).toContain('\\u007f\\u0080');
  expect(json).toContain('\\u009b');
  expect(JSON.parse(json)).toEqual({ typed: `Zoë ${everyControl}` });
});
