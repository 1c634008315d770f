import { Webhook } from 'standardwebhooks';

const secretPrefix = 'whsec_';

/** A `whsec_…` secret as the standard gives it: the key is the base64 after the prefix. */
export function isWebhookSecret(secret: string): boolean {
  const key = secret.slice(secretPrefix.length);
  return (
    secret.startsWith(secretPrefix) &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(key) &&
    Buffer.from(key, 'base64').length >= 16
  );
}

/**
 * The webhook-signature header of Standard Webhooks 1.0, signed by the standard's own library:
 * one `v1,…` per secret, space-separated, so a receiver rotating its secret accepts either.
 */
export function signWebhook(
  secrets: string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const timestamp = new Date(timestampSeconds * 1000);
  return secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(' ');
}
