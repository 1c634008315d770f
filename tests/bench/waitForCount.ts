/** Resolves with `read()` once it reaches `count`, or when `timeoutMs` has passed. */
export async function waitForCount(
  read: () => number,
  count: number,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (read() < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}
