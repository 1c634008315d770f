/** One wording of the contact form's SMS opt-in, as the visitor read it beside the checkbox. */
export interface ConsentTextVersion {
  /** the day it was first published; what the form sends and each consent record names */
  id: string;
  /** the label's whole text, privacy link included, exactly as the page shows it */
  text: string;
  /** SHA-256 of `text` (UTF-8, hex), so a record's wording can be checked against this list */
  sha256: string;
}

/**
 * Every wording the form has ever shown, oldest first; the last is the one it shows now. Consent
 * records name these ids for years, so a published entry is never edited or removed: a new
 * wording is a new entry (tests/client/content/smsConsent.test.ts fails until it is added).
 */
export const consentTextVersions: readonly ConsentTextVersion[] = [
  {
    id: '2026-11-22',
    text: 'By checking this box, I agree to receive text messages from Sonoran Tech Partners at the phone number provided. Message and data rates may apply. Reply STOP to opt out. See our Privacy Policy.',
    sha256: '61ce92c31f8d5af772b61cdf4088a380cfa509e084222c3a28a76f9aea73902e',
  },
];
