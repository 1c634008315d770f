import { createHash } from 'node:crypto';
import type { ContactMessage } from '../../../client/features/contact/contactMessage';
import type { ScreenReason } from './layers';
import { points } from './weights';

/** How long copies of one text count as one campaign. */
const campaignWindowMs = 24 * 60 * 60 * 1000;
/** Bounds the memory a flood of distinct texts can take: the oldest are forgotten first. */
const maxTexts = 20_000;
/** Short texts ("Please call me back.") are said alike by different people. */
const minNormalisedLength = 40;
/** Past the third sender the verdict no longer changes; the count only shows the size. */
const maxSendersCounted = 100;

interface Seen {
  firstAt: number;
  senders: Set<string>;
}

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

/**
 * The same text from different addresses within the window: the first copy passes, the second
 * counts a little, the third and later are held. In memory: a restart forgets, and each instance
 * sees only its own posts. Only hashes are kept, never a visitor's text or address.
 */
export function createCampaignTracker() {
  const seen = new Map<string, Seen>();

  function forgetOld(now: number) {
    for (const [key, entry] of seen) {
      if (now - entry.firstAt <= campaignWindowMs && seen.size <= maxTexts) break;
      seen.delete(key);
    }
  }

  return {
    reasons(message: ContactMessage, now: number): ScreenReason[] {
      const text = normaliseText(message);
      if (text.length < minNormalisedLength) return [];
      forgetOld(now);
      const key = hash(text);
      const entry = seen.get(key) ?? { firstAt: now, senders: new Set<string>() };
      seen.set(key, entry);
      if (entry.senders.size < maxSendersCounted)
        entry.senders.add(hash(message.email.toLowerCase()));
      const senders = entry.senders.size;
      if (senders < 2) return [];
      const why = `the same text from ${senders} addresses within 24 h`;
      return [
        {
          layer: 'campaign',
          points: senders === 2 ? points.campaignSecondSender : points.campaignRepeated,
          why,
        },
      ];
    },
  };
}
