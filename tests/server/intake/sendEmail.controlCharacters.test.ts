import { expect, it } from 'vitest';
import { buildTestApp, postJson, validMessage } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';

it.each([
  [
    'name',
    'Eve\x1b[2J',
    'Your name contains an invisible control character. Please type it again.',
  ],
  [
    'company',
    'Evil\x1b]52;c;cm0=\x07Corp',
    'Your company name contains an invisible control character. Please type it again.',
  ],
  [
    'phone',
    '+1 480\x9b555',
    'Your phone number contains an invisible control character. Please type it again.',
  ],
  ['email', 'eve\x00@acme.test', 'Please enter a valid email address.'],
])(
  '400 with a sentence for a person when the %s carries a control character',
  async (field, value, sentence) => {
    const { app, config } = await buildTestApp();

    const response = await postJson(app, { ...validMessage, [field]: value });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sentence, details: { [field]: sentence } });
    expect(await leadsIn(await openStoreOf(config), 'pending')).toEqual([]);
  },
);

it('the message, where a paste may bring any character, is accepted as typed', async () => {
  const { app } = await buildTestApp();

  const response = await postJson(app, { ...validMessage, message: 'Table:\ta\x0bb\x1b[1m' });

  expect(response.statusCode).toBe(202);
});
