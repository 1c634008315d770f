import { expect, it } from 'vitest';
import { formTokenField } from '../../../client/features/contact/formToken';
import { createFormTokens } from '../../../server/intake/screen/formToken';
import { readLead } from '../../../server/store/leads';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { openStoreOf } from '../storeHelper';

const secret = 'the same secret as the server, 32+ characters';
const tokens = createFormTokens(Buffer.from(secret));
const asAPerson = () => ({ [formTokenField]: tokens.issue(Date.now() - 20_000) });

// Plain enquiries anyone can guess word for word: a stranger posting them first must not get a
// real visitor's copy held, which no one reads until someone releases it.
const guessable = [
  'Hello, I would like to get a quote for your IT staffing services.',
  'Hi, we are looking for a senior Java developer for a six month contract. Can you help?',
];

it.each(guessable)(
  "a stranger posting a plain text twice does not get a visitor's copy held: %s",
  async (text) => {
    const { app, smtp, config } = await buildRelayingApp({
      spamScreen: true,
      formTokenSecret: secret,
      rateLimitMax: 10,
    });
    const store = await openStoreOf(config);
    const strangers = [
      { email: 'stranger@mailbox.test', network: '203.0.113.7' },
      { email: 'stranger2@mailbox.test', network: '2001:db8:5::1' },
    ];
    for (const { email, network } of strangers) {
      const response = await postJson(
        app,
        {
          ...validMessage,
          name: 'Sam Stranger',
          email,
          company: 'Nobody',
          message: text,
          ...asAPerson(),
        },
        { remoteAddress: network },
      );
      expect(response.statusCode).toBe(202);
    }

    const response = await postJson(
      app,
      { ...validMessage, message: text, ...asAPerson() },
      { remoteAddress: '198.51.100.20' },
    );

    expect(response.statusCode).toBe(202);
    const screen = (await readLead(store, response.json<{ id: string }>().id))?.screen;
    expect(screen?.held).toBe(false);
    await waitFor(() => smtp.received.some((mail) => mail.raw.includes(validMessage.email)));
  },
);

// The same words with a way to reach whoever wrote them: a stranger's own, then the visitor's.
// What makes a campaign pay is one seller's contact in every copy; each sender's own differs.
const signedOff = [
  (contact: { email: string; phone: string }) =>
    `Hello, I would like to get a quote for your IT staffing services. Please call me at ${contact.phone}.`,
  (contact: { email: string; phone: string }) =>
    `Hello, I would like to get a quote for your IT staffing services. Reach me at ${contact.email}.`,
];

it.each(signedOff)(
  "a stranger posting the words twice with their own contact does not get a visitor's copy with theirs held: %#",
  async (textOf) => {
    const { app, smtp, config } = await buildRelayingApp({
      spamScreen: true,
      formTokenSecret: secret,
      rateLimitMax: 10,
    });
    const store = await openStoreOf(config);
    const strangers = [
      { email: 'stranger@mailbox.test', phone: '(480) 555-0199', network: '203.0.113.7' },
      { email: 'stranger2@mailbox.test', phone: '480-555-0198', network: '2001:db8:5::1' },
    ];
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

    const response = await postJson(
      app,
      {
        ...validMessage,
        message: textOf({ ...validMessage, phone: '602 555 0143' }),
        ...asAPerson(),
      },
      { remoteAddress: '198.51.100.20' },
    );

    expect(response.statusCode).toBe(202);
    const screen = (await readLead(store, response.json<{ id: string }>().id))?.screen;
    expect(screen?.held).toBe(false);
    await waitFor(() => smtp.received.some((mail) => mail.raw.includes(validMessage.email)));
  },
);
