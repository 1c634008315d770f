import resolveConfig from 'tailwindcss/resolveConfig';
import tailwindConfig from '../../../tailwind.config';

const { theme } = resolveConfig(tailwindConfig);
const own = tailwindConfig.theme.extend;

export interface Token {
  /** the name in class names: primary-dark in text-primary-dark */
  name: string;
  value: string;
}

function flatten(tokens: object, prefix = ''): Token[] {
  return Object.entries(tokens).flatMap(([key, value]) => {
    const name = key === 'DEFAULT' ? prefix : prefix ? `${prefix}-${key}` : key;
    return typeof value === 'string' ? [{ name, value }] : flatten(value as object, name);
  });
}

/** The theme's own colours, plus white, which the dark surfaces pair with. */
export const colorTokens: Token[] = [...flatten(own.colors), { name: 'white', value: '#FFFFFF' }];

/** Colours that text sits on, and colours text is set in. */
export const backgroundNames = ['paper', 'background', 'primary', 'primary-dark'];
export const textNames = ['ink', 'ink-muted', 'primary-dark', 'primary', 'secondary', 'white'];

export function colorValue(name: string): string {
  const token = colorTokens.find((candidate) => candidate.name === name);
  if (!token) throw new Error(`No colour token ${name}`);
  return token.value;
}

export const typeScale = Object.entries(theme.fontSize).map(([name, value]) => {
  const [fontSize, options] = Array.isArray(value) ? value : [value, {}];
  const lineHeight = typeof options === 'string' ? options : options.lineHeight;
  return { name, fontSize, lineHeight };
});

export const radii: Token[] = flatten(own.borderRadius);
export const shadows: Token[] = flatten(own.boxShadow);

export const fontFamily = theme.fontFamily.sans.join(', ');
