import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { declaredWeightRange, subsetVariableFont } from '../../../server/prerender/fontSubset';

const inter = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ),
);
const weights = { min: 400, max: 700 };

describe('declaredWeightRange', () => {
  const css =
    '@font-face{font-family:Other;font-weight:100 900;src:url(/assets/other.woff2)}' +
    '@font-face{font-family:Inter Variable;font-weight:400 700;src:url(/assets/inter.woff2)}';

  it('reads the range of the face that loads the font', () => {
    expect(declaredWeightRange(css, '/assets/inter.woff2')).toEqual(weights);
  });

  it('fails the build when no face with a range loads it', () => {
    expect(() => declaredWeightRange(css, '/assets/missing.woff2')).toThrow(/missing\.woff2/);
  });
});

describe('subsetVariableFont', () => {
  it('cuts the 48 KB latin file to well under half, still as WOFF2', async () => {
    const subset = await subsetVariableFont(inter, 'Adapting Technology © “quotes” ’', weights);
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(inter.length / 2);
  });

  it('keeps the characters it is given beyond ASCII', async () => {
    const asciiOnly = await subsetVariableFont(inter, '', weights);
    const withAccents = await subsetVariableFont(inter, 'ÀÉÎÕÜàéîõü', weights);
    expect(withAccents.length).toBeGreaterThan(asciiOnly.length);
  });

  it('drops the weights the CSS does not declare', async () => {
    const full = await subsetVariableFont(inter, '', { min: 100, max: 900 });
    const declared = await subsetVariableFont(inter, '', weights);
    expect(declared.length).toBeLessThan(full.length);
  });
});
