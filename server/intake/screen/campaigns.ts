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
/** Past the third copy the verdict no longer changes; the count only shows the size. */
const maxCopiesCounted = 100;

interface Seen {
  firstAt: number;
  copies: number;
  senders: Set<string>;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const linkQuery = /(\b(?:https?:\/\/|www\.)[^\s?#]*)[?#]\S*/gi;
/** Numbers and words with a digit in them: counts, prices, dates, "ref1001", "INV-20931". */
const withADigit = /[^\s]*\d[^\s]*/gu;

/**
 * The text with what a campaign swaps per copy taken out: the sender's name, company, e-mail
 * (and its parts) and phone, every word with a digit (a numbered copy, a reference code, a
 * price), each link's query and fragment (its tracking), then case, punctuation and spacing.
 * Pure, so a store other than memory can key on it.
 */
export function normaliseCampaignText({
  name,
  email,
  phone,
  company,
  message,
}: ContactMessage): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const swapped = [email, local, domain, company, name, ...name.split(/\s+/), phone]
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length >= 2)
    .sort((a, b) => b.length - a.length);
  let text = message.toLowerCase().replace(linkQuery, '$1');
  if (swapped.length > 0) {
    const alternatives = swapped.map(escapeRegExp).join('|');
    text = text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'gu'),
      ' ',
    );
  }
  return text
    .replace(withADigit, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The same text again within the window, from another address or the same one: the first copy
 * passes, the second counts a little (a person may send twice), the third and later are held.
 * In memory: a restart forgets, and each instance sees only its own posts. Only hashes are
 * kept, never a visitor's text or address.
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
      const text = normaliseCampaignText(message);
      if (text.length < minNormalisedLength) return [];
      forgetOld(now);
      const key = hash(text);
      const entry = seen.get(key) ?? { firstAt: now, copies: 0, senders: new Set<string>() };
      seen.set(key, entry);
      if (entry.copies < maxCopiesCounted) {
        entry.copies += 1;
        entry.senders.add(hash(message.email.toLowerCase()));
      }
      const { copies, senders } = entry;
      if (copies < 2) return [];
      const why = `the same text ${copies} times within 24 h, from ${senders.size} address${senders.size === 1 ? '' : 'es'}`;
      return copies === 2
        ? [{ layer: 'campaign', points: points.campaignSecondCopy, why, unsure: true }]
        : [{ layer: 'campaign', points: points.campaignRepeated, why }];
    },
  };
}
