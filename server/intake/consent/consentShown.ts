import { consentTextVersions } from '../../../client/content/smsConsent';
import type { LeadConsent } from '../../store/lead';

/** The version recorded when a post names no published wording. */
export const unknownConsentVersion = 'unknown';

/**
 * What a version id may look like (ours are like `2025-01`): letters,
 * digits, spaces and `._:/-`, up to 64 characters. Only such a claim is kept for the record; any
 * other (a line break, a control, a page of text) is no version anyone published, and printed in
 * the consent proof it could pass for a line of its own.
 */
const versionLike = /^[\p{L}\p{N}][\p{L}\p{N} ._:/-]{0,63}$/u;

/**
 * The wording the post says its form was rendered with, taken from the published list: the
 * client names a version, the server supplies the words. Anything else is unknown, never the
 * current wording, and the lead is accepted all the same.
 */
export function consentShown(claimed: unknown): LeadConsent {
  const published = consentTextVersions.find((version) => version.id === claimed);
  if (published) {
    return { version: published.id, text: published.text, sha256: published.sha256 };
  }
  return {
    version: unknownConsentVersion,
    text: null,
    sha256: null,
    ...(typeof claimed === 'string' && versionLike.test(claimed) && { claimedVersion: claimed }),
  };
}
