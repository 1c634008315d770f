import { onTestFinished } from 'vitest';
import type { Config } from '../../../../server/config';
import type { WebhookTimings } from '../../../../server/jobs/webhook/webhookDestination';
import type { Engine } from '../../../../server/store/store';
import { relayingAppOn } from '../deliveryHelper';
import { crmSecret, listenAsCrm, type WebhookReceiver } from './crmReceiver';

export { crmSecret, nextCrmSecret, verify } from './crmReceiver';

/** The CRM's stand-in (crmReceiver.ts), closed when the test finishes. */
export async function startWebhookReceiver(secret = crmSecret, port = 0): Promise<WebhookReceiver> {
  const receiver = await listenAsCrm(secret, port);
  onTestFinished(() => receiver.close());
  return receiver;
}

export const fastWebhook: WebhookTimings = {
  retry: { initialDelayMs: 50, maxDelayMs: 300, giveUpAfterMs: 60_000, pollEveryMs: 100 },
  timeoutMs: 2000,
  burstWait: { quietMs: 20, maxWaitMs: 500 },
};

/** LEAD_WEBHOOK_* as the config holds them, for buildTestApp's overrides. */
export function webhookConfig(receiver: { url: string }, secrets = [crmSecret]) {
  return { leadWebhook: { url: receiver.url, secrets } };
}

/**
 * The app on `engine` relaying to a fresh SMTP sink and to `receiver` as its CRM, with its store
 * opened beside it.
 */
export function buildWebhookApp(
  engine: Engine,
  receiver: { url: string },
  {
    secrets = [crmSecret],
    overrides = {},
    timings = fastWebhook,
  }: { secrets?: string[]; overrides?: Partial<Config>; timings?: WebhookTimings } = {},
) {
  return relayingAppOn(
    engine,
    { ...webhookConfig(receiver, secrets), ...overrides },
    { webhookTimings: timings },
  );
}
