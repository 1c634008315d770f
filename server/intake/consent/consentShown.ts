import { consentTextVersions } from '../../../client/content/smsConsent';
import type { LeadConsent } from '../../store/lead';

/** The version recorded when a post names no published wording. */
export const unknownConsentVersion = 'unknown';

/** Enough for any id we publish; a longer claim is kept only as far as this, for the record. */
const claimedVersionLimit = 64;

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
    ...(typeof claimed === 'string' &&
      claimed !== '' && { claimedVersion: claimed.slice(0, claimedVersionLimit) }),
  };
}
