import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, honeypotOnly, postJson, validMessage } from '../helper';
import { buildTwoInstances } from '../store/sharedStore';
import { refuseWrites } from '../store/storeFaults';
import { leadsIn, openStoreOf } from '../storeHelper';

describeEachEngine('the rate limit', (engine) => {
  const appOn = async (overrides: Parameters<typeof buildTestApp>[0]) =>
    buildTestApp({ ...(await latestStoreFor(engine)), ...overrides });

  it('429 with a readable sentence once an address has sent RATE_LIMIT_MAX messages in the window', async () => {
    const { app } = await appOn({ rateLimitMax: 2, rateLimitWindowMs: 600_000 });

    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    const limited = await postJson(app, validMessage);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error:
        'Too many messages from your network. Please try again in 10 minutes, or email us at hello@sonorantechpartners.com.',
    });
    expect(limited.headers['retry-after']).toBe('600');
    const otherVisitor = await postJson(app, validMessage, { remoteAddress: '203.0.113.7' });
    expect(otherVisitor.statusCode).toBe(202);
  });

  it('does not count rejected submissions, so a visitor fixing mistakes is never locked out', async () => {
    const { app } = await appOn({ rateLimitMax: 1 });

    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postJson(app, { ...validMessage, email: 'typo' })).statusCode).toBe(400);
    }

    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    expect((await postJson(app, validMessage)).statusCode).toBe(429);
  });

  it('does not count a message the store could not take (503)', async () => {
    const { app, config } = await appOn({ rateLimitMax: 1 });
    const writable = await refuseWrites(await openStoreOf(config));

    expect((await postJson(app, validMessage)).statusCode).toBe(503);
    expect((await postJson(app, validMessage)).statusCode).toBe(503);
    await writable();

    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    expect((await postJson(app, validMessage)).statusCode).toBe(429);
  });

  it('counts held messages: they are stored', async () => {
    const { app } = await appOn({ ...honeypotOnly, rateLimitMax: 2 });
    const bot = { ...validMessage, website: 'autofilled' };

    expect((await postJson(app, bot)).statusCode).toBe(202);
    expect((await postJson(app, bot)).statusCode).toBe(202);
    expect((await postJson(app, validMessage)).statusCode).toBe(429);
  });

  it('counts the messages every instance stored', async () => {
    const { apps } = await buildTwoInstances(engine, { rateLimitMax: 1 });

    expect((await postJson(apps[0], validMessage)).statusCode).toBe(202);
    expect((await postJson(apps[1], validMessage)).statusCode).toBe(429);
  });

  it('a burst of simultaneous posts from one address stores no more than the limit', async () => {
    const { app, config } = await appOn({ rateLimitMax: 3 });

    const burst = await Promise.all(Array.from({ length: 10 }, () => postJson(app, validMessage)));

    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(202), ...Array(7).fill(429)]);
    expect(await leadsIn(await openStoreOf(config), 'pending')).toHaveLength(3);
  });

  it('a 429 while the last try is still being stored asks to wait the window, never Retry-After: 0', async () => {
    const { app } = await appOn({ rateLimitMax: 1, rateLimitWindowMs: 90_000 });

    const [first, second] = await Promise.all([
      postJson(app, validMessage),
      postJson(app, validMessage),
    ]);

    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 429]);
    const limited = first.statusCode === 429 ? first : second;
    expect(limited.headers['retry-after']).toBe('90');
    expect(limited.json<{ error: string }>().error).toContain('try again in 2 minutes');
  });
});
