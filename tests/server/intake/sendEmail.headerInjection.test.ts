import { expect, it } from 'vitest';
import { buildRelayingApp, headersOf, partOf, postJson, validMessage, waitFor } from '../helper';

const injections = [
  '\r\nBcc: attacker@evil.test',
  '\nCc: attacker@evil.test',
  '\rTo: attacker@evil.test',
  '%0d%0aBcc: attacker@evil.test',
  '\u2028Bcc: attacker@evil.test',
  '\u0085Bcc: attacker@evil.test',
];

const expectedHeaderNames = [
  'from',
  'to',
  'reply-to',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-type',
];

it('CR/LF in any field adds no header and no recipient', async () => {
  const { app, smtp } = await buildRelayingApp({ rateLimitMax: 1000 });
  let accepted = 0;

  for (const field of Object.keys(validMessage)) {
    for (const injection of injections) {
      const value = field === 'email' ? `jane@acme.test${injection}` : `Jane${injection}`;
      const response = await postJson(app, { ...validMessage, [field]: value });
      if (response.statusCode === 202) accepted += 1;
      else expect(response.statusCode, `${field}: ${JSON.stringify(injection)}`).toBe(400);
    }
  }

  await waitFor(() => smtp.received.length === accepted);
  expect(accepted).toBeGreaterThan(0);
  for (const mail of smtp.received) {
    expect(mail.to).toEqual(['leads@company.test']);
    const headers = headersOf(mail.raw);
    expect([...headers.keys()].sort()).toEqual([...expectedHeaderNames].sort());
    for (const values of headers.values()) expect(values).toHaveLength(1);
    expect(headers.get('to')).toEqual(['leads@company.test']);
  }
});

it('a line break in the message stays in the body, and an SMTP end-of-data line cannot cut it short', async () => {
  const { app, smtp } = await buildRelayingApp();
  const message =
    'Hello\r\nBcc: attacker@evil.test\r\n.\r\nMAIL FROM:<attacker@evil.test>\r\nThe end';

  expect((await postJson(app, { ...validMessage, message })).statusCode).toBe(202);
  await waitFor(() => smtp.received.length === 1);

  const [mail] = smtp.received;
  expect(mail?.to).toEqual(['leads@company.test']);
  expect(headersOf(mail?.raw ?? '').has('bcc')).toBe(false);
  expect(partOf(mail?.raw ?? '', 'text/plain')).toContain(message.replace(/\r\n/g, '\n'));
});
