import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { buildRelayingApp, headersOf, postJson, validMessage, waitFor } from '../helper';
import { openStoreOf } from '../storeHelper';
import { personToken, testTokenSecret } from './screen/screenSetup';

it('relays a person whose address has a punycode top-level domain, unmarked, replying to it', async () => {
  const { app, config, smtp } = await buildRelayingApp({
    spamScreen: true,
    formTokenSecret: testTokenSecret,
  });
  const email = 'anna@xn--e1afmkfd.xn--p1ai';

  const response = await postJson(app, { ...validMessage, email, ...personToken() });

  expect(response.statusCode).toBe(202);
  const { id } = response.json<{ id: string }>();
  const lead = await readLead(await openStoreOf(config), id);
  expect(lead?.message.email).toBe(email);
  expect(lead?.screen?.verdict).toBe('passed');
  await waitFor(() => smtp.received.length === 1);
  expect(headersOf(smtp.received[0]?.raw ?? '').get('reply-to')).toEqual([`Jane Doe <${email}>`]);
});

it('still refuses a malformed address with a punycode ending', async () => {
  const { app } = await buildRelayingApp();
  for (const email of ['anna@xn--p1ai', 'anna@example.xn--', 'anna@example.xn--p1ai-']) {
    const response = await postJson(app, { ...validMessage, email });
    expect(response.statusCode, email).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Please enter a valid email address.' });
  }
});
