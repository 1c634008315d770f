import { expect, it } from 'vitest';
import { freePort } from '../../../bench/freePort';
import { requeueDelivery } from '../../../../server/store/leadMoves';
import { fastRetry, postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { leadsIn } from '../../storeHelper';
import { copiesOf, deliveryOf, relayingAppOn, resendWindow } from '../deliveryHelper';

const unavailable = { code: 421, message: 'Service not available, try again later' };

describeEachEngine('e-mail retries', (engine) => {
  it('SMTP server down, then up: tries again with a growing wait, then delivers every lead exactly once', async () => {
    const { app, smtp, store } = await relayingAppOn(engine);
    smtp.refuseConnections = unavailable;

    const ids: string[] = [];
    for (const name of ['Jane Doe', 'John Roe', 'Ann Poe']) {
      ids.push((await postJson(app, { ...validMessage, name })).json<{ id: string }>().id);
    }
    // fastRetry's pauses after each refused try, each a floor for the gap before the next: a
    // loaded machine only stretches the gaps, and a retry without a wait, or with one that does
    // not grow, comes in under one of them.
    const pauses = [20, 40, 80, 160, 200, 200];
    await waitFor(() => smtp.connectedAt.length > pauses.length);
    const gaps = smtp.connectedAt.slice(1).map((at, i) => at - (smtp.connectedAt[i] ?? at));
    pauses.forEach((pause, i) => {
      expect(gaps[i], `the wait before try ${i + 2}`).toBeGreaterThanOrEqual(pause);
    });
    expect(smtp.received).toEqual([]);
    expect(await leadsIn(store, 'pending')).toEqual(ids);

    smtp.refuseConnections = undefined;
    await waitFor(async () => (await leadsIn(store, 'sent')).length === 3);
    await resendWindow();
    const received = smtp.received.map((mail) => mail.raw);
    expect(ids.map((id) => copiesOf(received, id))).toEqual([1, 1, 1]);
  });

  it('retries a 4xx answer and delivers once it is accepted', async () => {
    const { app, smtp, store } = await relayingAppOn(engine);
    let refusals = 2;
    smtp.respond = () =>
      refusals-- > 0 ? { code: 451, message: 'Greylisted, try again later' } : undefined;

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    expect(await deliveryOf(store, id)).toMatchObject({ attempts: 3 });
    expect(smtp.received).toHaveLength(1);
  });

  it('a lead the server keeps deferring does not hold back the ones behind it', async () => {
    const { app, smtp, store } = await relayingAppOn(engine);
    smtp.respond = (raw) =>
      raw.includes('Deferred Corp') ? { code: 452, message: 'Try this one later' } : undefined;

    const deferred = (await postJson(app, { ...validMessage, company: 'Deferred Corp' })).json<{
      id: string;
    }>().id;
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await waitFor(async () => ((await deliveryOf(store, deferred))?.attempts ?? 0) >= 3);
    expect(await leadsIn(store, 'pending')).toEqual([deferred]);
    expect(await deliveryOf(store, deferred)).toMatchObject({
      lastError: expect.stringContaining('452 Try this one later'),
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after giveUpAfterMs of tries: parked as gave-up, with the tries and the last error', async () => {
    const port = await freePort();
    const { app, store } = await relayingAppOn(
      engine,
      { smtpUrl: `smtp://127.0.0.1:${port}` },
      // Counted from the first try's claim: a first try slower than this (a busy store on a busy
      // machine) would give up at its own settle, before any retry.
      { retry: { ...fastRetry, giveUpAfterMs: 2_000 } },
    );

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'failed');
    const failed = await deliveryOf(store, id);
    expect(failed).toMatchObject({
      failure: 'gave-up',
      lastError: expect.stringMatching(/^gave up after \d+ tries: .*ECONNREFUSED/),
    });
    expect(failed?.attempts).toBeGreaterThanOrEqual(2);
  });

  it('a lead the operator queues again gets fresh tries and is delivered without a word to the worker', async () => {
    const { app, smtp, store } = await relayingAppOn(
      engine,
      {},
      { retry: { ...fastRetry, giveUpAfterMs: 200 } },
    );
    smtp.refuseConnections = unavailable;
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await waitFor(async () => (await deliveryOf(store, id))?.state === 'failed');

    smtp.refuseConnections = undefined;
    expect(await requeueDelivery(store, id, 'email', ['failed'])).toBe(true);

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    expect(await deliveryOf(store, id)).toMatchObject({ attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });
});
