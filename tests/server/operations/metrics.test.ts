import { expect, it } from 'vitest';
import {
  buildTestApp,
  honeypotOnly,
  postJson,
  startSmtpSink,
  validMessage,
  waitFor,
} from '../helper';
import { files } from './opsHelper';

/** The value of one series in Prometheus' text format; labels must match exactly. */
function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it('counts what was accepted, delivered, failed, kept as spam and rate-limited, and the backlog', async () => {
  const smtp = await startSmtpSink();
  smtp.respond = (raw) =>
    raw.includes('Refused Corp') ? { code: 554, message: 'Refused' } : undefined;
  const { app, config } = await buildTestApp({
    smtpUrl: smtp.url,
    rateLimitMax: 5,
    ...honeypotOnly,
  });

  for (let index = 0; index < 3; index += 1) await postJson(app, validMessage);
  await postJson(app, { ...validMessage, company: 'Refused Corp' });
  await postJson(app, { ...validMessage, website: 'https://spam.example' });
  const limited = [await postJson(app, validMessage), await postJson(app, validMessage)];
  expect(limited.map((response) => response.statusCode)).toEqual([429, 429]);
  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 3);
  await waitFor(async () => (await files(config.outboxDir, 'failed')).length === 1);
  // The relay reports a failure after its record of the move is written, a moment after the file.
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
  await smtp.close();
});

it('reports the pending backlog while the SMTP server is unreachable', async () => {
  const { app } = await buildTestApp();
  await postJson(app, validMessage);
  await postJson(app, validMessage);

  const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  expect(sample(metrics, 'contact_outbox_pending')).toBe(2);
  expect(sample(metrics, 'contact_messages_delivered_total')).toBe(0);
});
