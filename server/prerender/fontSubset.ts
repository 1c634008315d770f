import { createHash } from 'node:crypto';
import subsetFont from 'subset-font';

/** Printable ASCII is always kept: whatever a visitor types into the form has its glyphs. */
const printableAscii = String.fromCharCode(
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
);

export interface FontWeightRange {
  min: number;
  max: number;
}

/** The weight range a variable @font-face declares, e.g. `font-weight: 400 700`. */
export function declaredWeightRange(css: string, fontUrl: string): FontWeightRange {
  const face = css.match(/@font-face\{[^}]*\}/g)?.find((rule) => rule.includes(fontUrl));
  const range = face && /font-weight:\s*(\d+)\s+(\d+)/.exec(face);
  if (!range) throw new Error(`No @font-face with a weight range loads ${fontUrl}`);
  return { min: Number(range[1]), max: Number(range[2]) };
}

/**
 * The variable font cut down to the characters the site shows and the weights its CSS declares:
 * every first visit preloads it beside the HTML, and Inter's latin file alone is 48 KB.
 */
export async function subsetVariableFont(
  font: Buffer,
  text: string,
  weights: FontWeightRange,
): Promise<Buffer> {
  return subsetFont(font, [...new Set(printableAscii + text)].join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
}

/** A content-hashed file name, like Vite's, so the font may be cached for a year. */
export function hashedFontName(stem: string, font: Buffer): string {
  const hash = createHash('sha256').update(font).digest('base64url').slice(0, 8);
  return `${stem}-${hash}.woff2`;
}
