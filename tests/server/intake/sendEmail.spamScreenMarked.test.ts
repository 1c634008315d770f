import { expect, it } from 'vitest';
import { formTokenField } from '../../../client/features/contact/formToken';
import { createFormTokens } from '../../../server/intake/screen/formToken';
import { readLead } from '../../../server/store/leads';
import { leadsIn } from '../storeHelper';
import { headersOf, partOf, postJson, validMessage, waitFor } from '../helper';
import { buildWebhookApp, startWebhookReceiver } from '../jobs/webhook/webhookReceiver';

const secret = 'the same secret as the server, 32+ characters';
const tokens = createFormTokens(Buffer.from(secret));
const screened = { spamScreen: true, formTokenSecret: secret, rateLimitMax: 20 };
const asAPerson = () => ({ [formTokenField]: tokens.issue(Date.now() - 20_000) });

it('delivers a message the screen is unsure of, marked: the subject prefix, the reasons in the text, the escaped HTML and the webhook', async () => {
  const receiver = await startWebhookReceiver();
  const { app, smtp, store } = await buildWebhookApp('sqlite', receiver, { overrides: screened });

  const response = await postJson(app, {
    ...validMessage,
    email: 'jane@mailinator.com',
    ...asAPerson(),
  });

  const { id } = response.json<{ id: string }>();
  expect((await readLead(store, id))?.screen).toEqual({
    held: false,
    verdict: 'marked',
    score: 6,
    reasons: [{ layer: 'content', points: 6, why: 'a disposable e-mail domain', unsure: true }],
  });
  await waitFor(() => smtp.received.length === 1);
  const raw = smtp.received[0]?.raw ?? '';
  expect(headersOf(raw).get('subject')).toEqual([
    '[Possible spam] New inquiry from Jane Doe (Acme Inc.)',
  ]);
  expect(partOf(raw, 'text/plain')).toContain(
    'Possible spam:\nThe spam screen was unsure of this message, so it was delivered with this mark. What counted against it:\n- a disposable e-mail domain (+6)\n',
  );
  expect(partOf(raw, 'text/html')).toContain('<li>a disposable e-mail domain (+6)</li>');
  await waitFor(() => receiver.requests.length === 1);
  const { data } = receiver.requests[0]?.verified as { data: Record<string, unknown> };
  expect(data.screen).toEqual({ verdict: 'marked', reasons: ['a disposable e-mail domain'] });
});

it('delivers a person unmarked, and the webhook says the screen passed them', async () => {
  const receiver = await startWebhookReceiver();
  const { app, smtp } = await buildWebhookApp('sqlite', receiver, { overrides: screened });

  await postJson(app, { ...validMessage, ...asAPerson() });

  await waitFor(() => smtp.received.length === 1);
  const raw = smtp.received[0]?.raw ?? '';
  expect(headersOf(raw).get('subject')).toEqual(['New inquiry from Jane Doe (Acme Inc.)']);
  expect(partOf(raw, 'text/plain')).not.toContain('Possible spam');
  await waitFor(() => receiver.requests.length === 1);
  const { data } = receiver.requests[0]?.verified as { data: Record<string, unknown> };
  expect(data.screen).toEqual({ verdict: 'passed', reasons: [] });
});

it('counts copies told apart by an appended number, and one address sending its text again, as a campaign: the third is held', async () => {
  const { app, store } = await buildWebhookApp('sqlite', await startWebhookReceiver(), {
    overrides: screened,
  });
  const offer = (email: string, ref: number) => ({
    ...validMessage,
    email,
    message: `Our migration team moves ERP systems to the cloud in four weeks. ref${ref}`,
    ...asAPerson(),
  });
  const verdictOf = async (body: object) => {
    const { id } = (await postJson(app, body)).json<{ id: string }>();
    return (await readLead(store, id))?.screen?.verdict;
  };

  const numbered = [
    await verdictOf(offer('a@north.test', 1001)),
    await verdictOf(offer('b@south.test', 1002)),
    await verdictOf(offer('c@east.test', 1003)),
  ];
  const repeated = [];
  for (const ref of [1, 2, 3]) {
    repeated.push(
      await verdictOf({
        ...offer('same@west.test', ref),
        message: `${validMessage.message} Thanks!`,
      }),
    );
  }

  expect(numbered).toEqual(['passed', 'passed', 'held']);
  expect(repeated).toEqual(['passed', 'passed', 'held']);
  expect(await leadsIn(store, 'spam')).toHaveLength(2);
});
