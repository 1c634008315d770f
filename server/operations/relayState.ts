import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeliveryEvents } from '../outbox/relayEvents';

/** What the running server last saw, kept beside the outbox for the operator's command. */
export interface RelayState {
  lastDeliveredAt?: string;
  lastError?: { at: string; messageId: string; reason: string };
}

const stateFileName = 'relay-state.json';

export async function readRelayState(outboxDir: string): Promise<RelayState> {
  try {
    return JSON.parse(await readFile(join(outboxDir, stateFileName), 'utf8')) as RelayState;
  } catch {
    return {};
  }
}

/**
 * Records delivery outcomes in OUTBOX_DIR/relay-state.json: written whole (temp file, rename), one
 * write at a time, never awaited by the relay.
 */
export function relayStateRecorder(
  outboxDir: string,
  onError: (error: unknown) => void,
  now: () => Date = () => new Date(),
): DeliveryEvents & { flushed(): Promise<void> } {
  let state: RelayState | undefined;
  let writing = Promise.resolve();

  function update(change: RelayState) {
    writing = writing
      .then(async () => {
        state ??= await readRelayState(outboxDir);
        state = { ...state, ...change };
        // In tmp/, which the server's start clears, so a crash leaves no stray file behind.
        const temp = join(outboxDir, 'tmp', `${stateFileName}.${randomBytes(4).toString('hex')}`);
        try {
          await writeFile(temp, JSON.stringify(state, null, 2));
          await rename(temp, join(outboxDir, stateFileName));
        } finally {
          await rm(temp, { force: true });
        }
      })
      .catch(onError);
  }
  const recordError = (id: string, error: Error) =>
    update({
      lastError: { at: now().toISOString(), messageId: id, reason: error.message },
    });

  return {
    delivered: () => update({ lastDeliveredAt: now().toISOString() }),
    failed: recordError,
    deferred: recordError,
    partiallyRefused: (id, refused) =>
      update({
        lastError: {
          at: now().toISOString(),
          messageId: id,
          reason: `${refused} MAIL_TO recipient(s) refused`,
        },
      }),
    flushed: () => writing,
  };
}
