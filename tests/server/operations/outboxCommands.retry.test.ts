import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, honeypotOnly, postJson, validMessage, waitFor } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';
import { messageIdOf, outboxCommand } from './opsHelper';
import { currentWording } from '../intake/consentHelper';

/** Several of the worker's polls (100 ms in tests) and retry waits (at most 200 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

describeEachEngine('retry and release, relayed by the running server', (engine) => {
  async function relayingApp(overrides = {}) {
    const relaying = await buildRelayingApp({
      ...(await latestStoreFor(engine)),
      ...overrides,
    });
    return { ...relaying, store: await openStoreOf(relaying.config) };
  }

  it('retry <id>: a message refused for good is relayed exactly once, same Message-ID; a second retry is refused', async () => {
    const { app, config, smtp, store } = await relayingApp();
    let refusing = true;
    const attempts: string[] = [];
    smtp.respond = (raw) => {
      attempts.push(messageIdOf(raw) ?? '');
      return refusing ? { code: 550, message: 'Mailbox unavailable' } : undefined;
    };
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await waitFor(async () => (await leadsIn(store, 'failed')).length === 1);
    refusing = false;

    const result = await outboxCommand(config, 'retry', id);

    expect(result).toEqual({
      code: 0,
      stdout: `Queued ${id} for the inbox again. A running server relays it within seconds (or on its next start).\n`,
      stderr: '',
    });
    // Settled in the store, not only received: the store is written after the SMTP server's
    // answer, and a loaded machine may take longer than settle() to get there.
    await waitFor(async () => (await leadsIn(store, 'sent')).length === 1);
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(messageIdOf(smtp.received[0]?.raw ?? '')).toBe(attempts[0]);
    expect(await leadsIn(store, 'sent')).toEqual([id]);

    expect(await outboxCommand(config, 'retry', id)).toEqual({
      code: 1,
      stdout: '',
      stderr: `Message ${id} was delivered already (it is sent): not sending it twice\n`,
    });
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it('retry --all-failed queues every failed message and each is delivered once', async () => {
    const { app, config, smtp, store } = await relayingApp();
    let refusing = true;
    smtp.respond = () => (refusing ? { code: 554, message: 'Refused' } : undefined);
    for (let index = 0; index < 3; index += 1) await postJson(app, validMessage);
    await waitFor(async () => (await leadsIn(store, 'failed')).length === 3);
    refusing = false;

    const result = await outboxCommand(config, 'retry', '--all-failed');

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Queued 3 failed message\(s\) for the inbox again\. /);
    await waitFor(async () => (await leadsIn(store, 'sent')).length === 3);
    await settle();
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map((mail) => messageIdOf(mail.raw))).size).toBe(3);
    expect((await outboxCommand(config, 'retry', '--all-failed')).stdout).toBe(
      'No failed messages to retry\n',
    );
  });

  it('release <id>: a real lead caught by the honeypot is relayed once, with the Message-ID it was stored with', async () => {
    const { app, config, smtp, store } = await relayingApp(honeypotOnly);
    const { id } = (
      await postJson(app, {
        ...validMessage,
        consentVersion: currentWording.id,
        website: 'autofilled',
      })
    ).json<{ id: string }>();
    await settle();
    expect(await leadsIn(store, 'spam')).toEqual([id]);
    expect(smtp.received).toEqual([]);

    const result = await outboxCommand(config, 'release', id);

    expect(result).toEqual({
      code: 0,
      stdout: `Released ${id} from spam. Its SMS consent is now recorded. A running server relays it within seconds (or on its next start).\n`,
      stderr: '',
    });
    await waitFor(async () => (await leadsIn(store, 'sent')).length === 1);
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(messageIdOf(smtp.received[0]?.raw ?? '')).toBe(`<${id}@company.test>`);
    expect(await leadsIn(store, 'sent')).toEqual([id]);
    expect(await outboxCommand(config, 'release', id)).toEqual({
      code: 1,
      stdout: '',
      stderr: `Message ${id} is sent, not spam\n`,
    });
  });
});
