import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { contactFormCopy } from '../../../client/content/contactForm';
import { consentTextVersions } from '../../../client/content/smsConsent';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

it.each(consentTextVersions)('consent wording $id carries the SHA-256 of its text', (version) => {
  expect(sha256(version.text)).toBe(version.sha256);
});

it('the form shows the newest published wording and names it', () => {
  const { terms } = contactFormCopy;
  const shown = `${terms.consent} ${terms.privacyLead}${terms.privacyLinkText}${terms.privacyTail}`;
  const newest = consentTextVersions.at(-1);

  expect(newest?.text).toBe(shown);
  expect(newest?.id).toBe(terms.version);
});

it('gives every wording its own id, none of them the word the server records for no wording', () => {
  const ids = consentTextVersions.map((version) => version.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).not.toContain('unknown');
});
