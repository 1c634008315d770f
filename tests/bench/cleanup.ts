/**
 * Everything the bench starts (SMTP sink, server, Chrome) registers its teardown here, so an error or
 * Ctrl-C never leaves a server holding a port or a headless Chrome behind.
 */
type Teardown = () => Promise<void> | void;

const teardowns: Teardown[] = [];

/** Returns a function that runs the teardown now and forgets it. */
export function onCleanup(teardown: Teardown): () => Promise<void> {
  teardowns.push(teardown);
  return async () => {
    const index = teardowns.indexOf(teardown);
    if (index === -1) return;
    teardowns.splice(index, 1);
    await teardown();
  };
}

/** Newest first, as later resources usually depend on earlier ones. */
export async function runCleanup(): Promise<void> {
  while (teardowns.length > 0) {
    const teardown = teardowns.pop() as Teardown;
    try {
      await teardown();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench`);
      void runCleanup().finally(() => process.exit(130));
    });
  }
}
