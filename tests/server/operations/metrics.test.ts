import { expect, it } from 'vitest';
import type { Config } from '../../../server/config';
import type { Engine } from '../../../server/store/store';
import { describeEachEngine, latestStoreFor } from '../engines';
import {
  buildRelayingApp,
  buildTestApp,
  honeypotOnly,
  postJson,
  validMessage,
  waitFor,
} from '../helper';
import { leadsIn, openStoreOf, seedLead } from '../storeHelper';
import { sample } from './opsHelper';

const onEngine = async (engine: Engine, overrides: Partial<Config> = {}) => ({
  ...(await latestStoreFor(engine)),
  ...overrides,
});

describeEachEngine('/metrics', (engine) => {
  it('counts what was accepted, delivered, failed, kept as spam and rate-limited, and the backlog', async () => {
    const { app, config, smtp } = await buildRelayingApp(
      await onEngine(engine, { rateLimitMax: 5, ...honeypotOnly }),
    );
    smtp.respond = (raw) =>
      raw.includes('Refused Corp') ? { code: 554, message: 'Refused' } : undefined;
    const store = await openStoreOf(config);

    for (let index = 0; index < 3; index += 1) await postJson(app, validMessage);
    await postJson(app, { ...validMessage, company: 'Refused Corp' });
    await postJson(app, { ...validMessage, website: 'https://spam.example' });
    const limited = [await postJson(app, validMessage), await postJson(app, validMessage)];
    expect(limited.map((response) => response.statusCode)).toEqual([429, 429]);
    await waitFor(async () => (await leadsIn(store, 'sent')).length === 3);
    await waitFor(async () => (await leadsIn(store, 'failed')).length === 1);
    // The worker tells of a failure once the store has it: a moment after the state changes.
    const scrape = () => app.inject({ method: 'GET', url: '/metrics' });
    await waitFor(async () => sample((await scrape()).body, 'contact_messages_failed_total') === 1);

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const metrics = response.body;
    expect(sample(metrics, 'contact_messages_accepted_total')).toBe(4);
    expect(sample(metrics, 'contact_messages_delivered_total')).toBe(smtp.received.length);
    expect(smtp.received).toHaveLength(3);
    expect(sample(metrics, 'contact_messages_failed_total')).toBe(1);
    expect(sample(metrics, 'contact_messages_spam_total')).toBe(1);
    expect(sample(metrics, 'contact_messages_rate_limited_total')).toBe(2);
    expect(sample(metrics, 'contact_outbox_pending')).toBe(0);
    expect(sample(metrics, 'contact_outbox_failed')).toBe(1);
    expect(sample(metrics, 'contact_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(sample(metrics, 'contact_delivery_latency_seconds_count')).toBe(3);
    expect(sample(metrics, 'contact_delivery_latency_seconds_bucket{le="+Inf"}')).toBe(3);
    expect(
      sample(
        metrics,
        'http_request_duration_seconds_count{method="POST",route="/api/send-email",status_code="202"}',
      ),
    ).toBe(5);
    expect(
      sample(
        metrics,
        'http_request_duration_seconds_count{method="POST",route="/api/send-email",status_code="429"}',
      ),
    ).toBe(2);
    expect(sample(metrics, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it("reports the store's backlog, and its age, with another instance's leads in it, while no SMTP server takes the mail", async () => {
    const { app, config } = await buildTestApp(await onEngine(engine));
    await postJson(app, validMessage);
    await postJson(app, validMessage);
    await seedLead(await openStoreOf(config), 'pending');
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(metrics, 'contact_outbox_pending')).toBe(3);
    expect(sample(metrics, 'contact_outbox_failed')).toBe(0);
    expect(sample(metrics, 'contact_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'contact_messages_accepted_total')).toBe(2);
    expect(sample(metrics, 'contact_messages_delivered_total')).toBe(0);
    expect(metrics).not.toContain('lead_webhook');
  });
});
