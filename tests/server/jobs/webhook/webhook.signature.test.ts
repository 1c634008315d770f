import { expect, it } from 'vitest';
import { signWebhook } from '../../../../server/jobs/webhook/webhookDestination';
import { crmSecret, nextCrmSecret, verify } from './webhookReceiver';

const body = '{"type":"lead.created","timestamp":"2026-01-01T10:00:00.000Z","data":{}}';
const now = () => Math.floor(Date.now() / 1000);

function headers(secrets: string[], payload = body) {
  const timestamp = now();
  return {
    'webhook-id': 'lead-1',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secrets, 'lead-1', timestamp, payload),
  };
}

it("a request signed with the CRM's secret passes standardwebhooks' verify", () => {
  expect(verify(crmSecret, headers([crmSecret]), body)).toEqual(JSON.parse(body));
});

it('a tampered body fails the verification', () => {
  expect(verify(crmSecret, headers([crmSecret]), body.replace('{}', '{"x":1}'))).toBeUndefined();
});

it('a request signed with another secret fails the verification', () => {
  expect(verify(crmSecret, headers([nextCrmSecret]), body)).toBeUndefined();
});

it('with two secrets, each signs: a receiver holding either one accepts the request', () => {
  const both = headers([crmSecret, nextCrmSecret]);
  expect(both['webhook-signature'].split(' ')).toHaveLength(2);
  expect(verify(crmSecret, both, body)).toBeDefined();
  expect(verify(nextCrmSecret, both, body)).toBeDefined();
});
