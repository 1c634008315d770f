import { createHmac } from 'node:crypto';

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
 * The webhook-signature header of Standard Webhooks 1.0: `v1,` + base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}`, one per secret, space-separated, so a receiver rotating its secret
 * accepts either.
 */
export function signWebhook(
  secrets: string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(secretPrefix.length), 'base64');
      const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`);
      return `v1,${mac.digest('base64')}`;
    })
    .join(' ');
}
