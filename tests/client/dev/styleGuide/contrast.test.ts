import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../client/dev/styleGuide/contrast';
import { colorValue } from '../../../../client/dev/styleGuide/tokens';

describe("the style guide's contrast, computed from the theme", () => {
  it('finds white on primary failing AA and white on primary-dark passing', () => {
    expect(contrastRatio(colorValue('white'), colorValue('primary'))).toBeLessThan(4.5);
    expect(contrastRatio(colorValue('white'), colorValue('primary-dark'))).toBeGreaterThan(4.5);
  });

  it('matches the WCAG extremes and blends translucent text over its background', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('rgba(0, 0, 0, 0.6)', '#FFFFFF')).toBeCloseTo(
      contrastRatio('#666666', '#FFFFFF'),
      1,
    );
  });
});
