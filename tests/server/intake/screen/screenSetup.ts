import { formTokenField } from '../../../../client/features/contact/formToken';
import type { ContactMessage } from '../../../../client/features/contact/contactMessage';
import { createFormTokens } from '../../../../server/intake/screen/formToken';
import { createSpamScreen, type SpamScreen } from '../../../../server/intake/screen/spamScreen';
import {
  defaultSpamMarkThreshold,
  defaultSpamThreshold,
} from '../../../../server/intake/screen/layers';
import type { Store } from '../../../../server/store/store';
import { validMessage } from '../../helper';

/** A test server's FORM_TOKEN_SECRET (`formTokenSecret`): it accepts the tokens of `testTokens`. */
export const testTokenSecret = 'a test secret of at least 32 characters';
export const testTokens = createFormTokens(Buffer.from(testTokenSecret));

/** A person's form token: issued well before the post, so neither its age nor its speed counts. */
export const personToken = () => ({ [formTokenField]: testTokens.issue(Date.now() - 20_000) });

/** One copy of a campaign's text, from a sender and a network of its own, at a person's pace. */
export const campaignCopy = (sender: number) => ({
  ...validMessage,
  email: `sender${sender}@acme${sender}.test`,
  message:
    'We would like a quote for moving our accounting office of twenty people to Microsoft 365.',
  ...personToken(),
});

/** The screen with the settings a server starts with, remembering in `store`. */
export function defaultScreen(store: Store): SpamScreen {
  return createSpamScreen(testTokens, store, {
    threshold: defaultSpamThreshold,
    markThreshold: defaultSpamMarkThreshold,
    layersOff: [],
    minMs: 3000,
  });
}

/** Posted as a person posts it: a token from the page, sent `afterMs` later. */
export function asPosted(message: ContactMessage, now: number, afterMs = 45_000) {
  return {
    message,
    fields: { ...message, [formTokenField]: testTokens.issue(now - afterMs) },
    visitor: "a person's network",
    now,
  };
}
