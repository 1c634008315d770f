import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, headersOf, partOf, postJson, validMessage, waitFor } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';

describeEachEngine('a message posted', (engine) => {
  it('is stored, answered 202 with its id, and relayed with the right headers and body', async () => {
    const { app, config, smtp } = await buildRelayingApp({
      ...(await latestStoreFor(engine)),
    });
    const store = await openStoreOf(config);

    const response = await postJson(app, validMessage);

    expect(response.statusCode).toBe(202);
    const { ok, id } = response.json<{ ok: boolean; id: string }>();
    expect(ok).toBe(true);
    await waitFor(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('website@company.test');
    expect(mail?.to).toEqual(['leads@company.test']);

    const headers = headersOf(mail?.raw ?? '');
    expect(headers.get('from')).toEqual(['Sonoran Tech Partners website <website@company.test>']);
    expect(headers.get('to')).toEqual(['leads@company.test']);
    expect(headers.get('reply-to')).toEqual(['Jane Doe <jane@acme.test>']);
    expect(headers.get('subject')).toEqual(['New inquiry from Jane Doe (Acme Inc.)']);
    expect(headers.get('message-id')).toEqual([`<${id}@company.test>`]);

    const text = partOf(mail?.raw ?? '', 'text/plain');
    for (const value of Object.values(validMessage)) expect(text).toContain(value);

    await waitFor(async () => (await leadsIn(store, 'sent')).length === 1);
    expect(await leadsIn(store, 'sent')).toEqual([id]);
    expect(await leadsIn(store, 'pending')).toEqual([]);
  });
});

it('escapes every visitor string in the HTML part', async () => {
  const { app, smtp } = await buildRelayingApp();
  const hostile = {
    name: '<img src=x onerror=alert(1)>',
    email: 'jane@acme.test',
    phone: '"><script>alert(2)</script>',
    company: 'Acme & <b>Sons</b>',
    message: "</p><a href='https://evil.test'>click</a>",
  };

  expect((await postJson(app, hostile)).statusCode).toBe(202);
  await waitFor(() => smtp.received.length === 1);

  const html = partOf(smtp.received[0]?.raw ?? '', 'text/html');
  expect(html).not.toMatch(/<img|<script|<b>|<a href/);
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
  expect(html).toContain('Acme &amp; &lt;b&gt;Sons&lt;/b&gt;');
  expect(html).toContain('&lt;/p&gt;&lt;a href=&#39;https://evil.test&#39;&gt;click&lt;/a&gt;');
});

it('sends to every MAIL_TO recipient', async () => {
  const { app, smtp } = await buildRelayingApp({
    mailTo: ['sales@company.test', 'ceo@company.test'],
  });

  await postJson(app, validMessage);
  await waitFor(() => smtp.received.length === 1);

  expect(smtp.received[0]?.to).toEqual(['sales@company.test', 'ceo@company.test']);
});
