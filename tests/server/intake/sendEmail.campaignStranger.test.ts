import { expect, it } from 'vitest';
import { formTokenField } from '../../../client/features/contact/formToken';
import { createFormTokens } from '../../../server/intake/screen/formToken';
import { readLead } from '../../../server/store/leads';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { openStoreOf } from '../storeHelper';

const secret = 'the same secret as the server, 32+ characters';
const tokens = createFormTokens(Buffer.from(secret));
const asAPerson = () => ({ [formTokenField]: tokens.issue(Date.now() - 20_000) });

interface Contact {
  email: string;
  phone: string;
}

/** Two strangers, each on a network of its own. */
const strangers = [
  { email: 'stranger@mailbox.test', phone: '(480) 555-0199', network: '203.0.113.7' },
  { email: 'stranger2@mailbox.test', phone: '480-555-0198', network: '2001:db8:5::1' },
];

/**
 * The strangers post `textOf` their own contact first; then the visitor posts it of theirs, from
 * a third network: the visitor's copy must not be held, which no one reads until someone
 * releases it, and must reach the inbox.
 */
async function expectVisitorNotHeld(textOf: (contact: Contact) => string) {
  const { app, smtp, config } = await buildRelayingApp({
    spamScreen: true,
    formTokenSecret: secret,
    rateLimitMax: 10,
  });
  const store = await openStoreOf(config);
  for (const { email, phone, network } of strangers) {
    const response = await postJson(
      app,
      {
        ...validMessage,
        name: 'Sam Stranger',
        email,
        phone,
        company: 'Nobody',
        message: textOf({ email, phone }),
        ...asAPerson(),
      },
      { remoteAddress: network },
    );
    expect(response.statusCode).toBe(202);
  }

  const visitor = { ...validMessage, phone: '602 555 0143' };
  const response = await postJson(
    app,
    { ...visitor, message: textOf(visitor), ...asAPerson() },
    { remoteAddress: '198.51.100.20' },
  );

  expect(response.statusCode).toBe(202);
  const screen = (await readLead(store, response.json<{ id: string }>().id))?.screen;
  expect(screen?.held).toBe(false);
  await waitFor(() => smtp.received.some((mail) => mail.raw.includes(validMessage.email)));
}

// Plain enquiries anyone can guess word for word.
const guessable = [
  'Hello, I would like to get a quote for your IT staffing services.',
  'Hi, we are looking for a senior Java developer for a six month contract. Can you help?',
];

it.each(guessable)(
  "a stranger posting a plain text twice does not get a visitor's copy held: %s",
  (text) => expectVisitorNotHeld(() => text),
);

// The same words with a way to reach whoever wrote them: a stranger's own, then the visitor's.
// What makes a campaign pay is one seller's contact in every copy; each sender's own differs.
const signedOff = [
  (contact: Contact) =>
    `Hello, I would like to get a quote for your IT staffing services. Please call me at ${contact.phone}.`,
  (contact: Contact) =>
    `Hello, I would like to get a quote for your IT staffing services. Reach me at ${contact.email}.`,
];

it.each(signedOff)(
  "a stranger posting the words twice with their own contact does not get a visitor's copy with theirs held: %#",
  (textOf) => expectVisitorNotHeld(textOf),
);
