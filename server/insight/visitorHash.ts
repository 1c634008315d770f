import { createHmac } from 'node:crypto';

/**
 * Plausible's daily visitor: the address, user agent and site under the day's salt. Once the salt
 * is deleted nobody, us included, can tell whose hash it was or link it to another day's.
 */
export function visitorHash(
  salt: string,
  { site, address, userAgent }: { site: string; address: string; userAgent: string },
): string {
  return createHmac('sha256', salt)
    .update(`${site}\n${address}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}
