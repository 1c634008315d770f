/** Text from outside (a post, a stored column) as `schema` reads it: undefined for anything else. */
export function parseJsonAs<T>(
  schema: { safeParse(value: unknown): { data?: T } },
  text: unknown,
): T | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return schema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}
