import { createHash } from 'node:crypto';
import type { ContactMessage } from '../../../client/features/contact/contactMessage';
import type { ScreenReason } from './layers';
import { points } from './weights';

/** How long copies of one text count as one campaign. */
export const campaignWindowMs = 24 * 60 * 60 * 1000;
/** Short texts ("Please call me back.") are said alike by different people. */
const minNormalisedLength = 40;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text with what a campaign swaps per copy taken out: the sender's name, company, e-mail
 * (and its parts) and phone, then case, punctuation and spacing.
 */
function normaliseText({ name, email, phone, company, message }: ContactMessage): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const swapped = [email, local, domain, company, name, ...name.split(/\s+/), phone]
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length >= 2)
    .sort((a, b) => b.length - a.length);
  let text = message.toLowerCase();
  if (swapped.length > 0) {
    const alternatives = swapped.map(escapeRegExp).join('|');
    text = text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'gu'),
      ' ',
    );
  }
  return text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The hash the store remembers a text by; undefined for a text too short to be a campaign's. */
export function campaignTextOf(message: ContactMessage): string | undefined {
  const text = normaliseText(message);
  return text.length < minNormalisedLength ? undefined : hash(text);
}

/**
 * The text came from `senders` addresses within the window, this message's included: the first
 * passes, the second counts a little, the third and later are held. The copies live in the
 * store, so every instance counts them alike and a restart forgets nothing.
 */
export function campaignReasons(senders: number): ScreenReason[] {
  if (senders < 2) return [];
  const why = `the same text from ${senders} addresses within 24 h`;
  return [
    {
      layer: 'campaign',
      points: senders === 2 ? points.campaignSecondSender : points.campaignRepeated,
      why,
    },
  ];
}
