/** WCAG 2.2 contrast, computed from the theme's own colour values (hex or rgba). */

type Rgba = [number, number, number, number];

function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const channel = (index: number) => parseInt(hex.slice(index, index + 2), 16);
    return [channel(0), channel(2), channel(4), 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value)?.[1]?.split(',').map(Number);
  if (rgb && (rgb.length === 3 || rgb.length === 4) && rgb.every((n) => !Number.isNaN(n))) {
    const [r, g, b, a = 1] = rgb as [number, number, number, number?];
    return [r, g, b, a];
  }
  throw new Error(`Not a colour the style guide can measure: ${value}`);
}

/** A translucent text colour as the eye sees it: blended over its background. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(text: string, background: string): number {
  const back = parseColor(background);
  const [lighter, darker] = [luminance(over(parseColor(text), back)), luminance(back)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** AA for body text; large text (24px, or 18.66px bold) needs only 3:1. */
export const aaNormalText = 4.5;
export const aaLargeText = 3;
