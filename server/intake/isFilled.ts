/** A posted field counts as filled unless absent, null or blank. */
export function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
