/**
 * Tags a class list kept outside a `className` (a constant, a variant table) so that the tools see
 * it as Tailwind classes: Prettier sorts it, ESLint checks it against the theme, and the editor
 * completes it. At run time it is the plain string.
 */
export const tw = String.raw;
