import { expect, it } from 'vitest';
import { contactFields } from '../../../client/features/contact/contactMessage';
import { readLead } from '../../../server/store/leads';
import { buildTestApp, postJson, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';

const messageMax = contactFields.find((field) => field.name === 'message')?.max ?? 0;

/**
 * A browser posting a form writes each line break of a textarea as CRLF (HTML's form submission
 * normalises them so), where the page's script reads and sends LF: the same message the form
 * accepts with JavaScript must be accepted, and stored alike, without.
 */
it('takes a long message of many lines posted without JavaScript as it takes it from the script', async () => {
  const { app, config } = await buildTestApp({ rateLimitMax: 10 });
  const store = await openStoreOf(config);
  const line = `${'x'.repeat(99)}\n`;
  const message = line.repeat(messageMax / line.length);
  expect(message).toHaveLength(messageMax);

  const withScript = await postJson(app, { ...validMessage, message });
  const withoutScript = await app.inject({
    method: 'POST',
    url: '/api/send-email',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({
      ...validMessage,
      message: message.replaceAll('\n', '\r\n'),
      terms: 'on',
    }).toString(),
  });

  expect(withScript.statusCode).toBe(202);
  expect(withoutScript.statusCode).toBe(202);
  const stored = async (response: typeof withScript) =>
    (await readLead(store, response.json<{ id: string }>().id))?.message.message;
  expect(await stored(withoutScript)).toBe(await stored(withScript));
});
