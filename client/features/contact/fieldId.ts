/**
 * Fixed ids, not useId: the page has one contact form, and ids that do not depend on where React
 * mounts it survive any hydration strategy (whole page or island).
 */
export function fieldId(name: string): string {
  return `contact-${name}`;
}
