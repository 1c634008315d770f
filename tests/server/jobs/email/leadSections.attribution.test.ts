import { expect, it } from 'vitest';
import { newsletterVisit } from '../../attributionHelper';
import { buildRelayingApp, partOf, postJson, validMessage, waitFor } from '../../helper';

async function mailOf(body: unknown) {
  const { app, smtp } = await buildRelayingApp();
  expect((await postJson(app, body)).statusCode).toBe(202);
  await waitFor(() => smtp.received.length === 1);
  const raw = smtp.received[0]?.raw ?? '';
  return { text: partOf(raw, 'text/plain'), html: partOf(raw, 'text/html') };
}

it('the delivered mail says how they found us, in the text and the HTML part', async () => {
  const { text, html } = await mailOf({ ...validMessage, attribution: newsletterVisit });

  expect(text).toContain(
    [
      'How they found us:',
      'Source:       newsletter / email / spring-2026',
      'Landing page: /',
      'Referrer:     https://mail.example.net/inbox',
      'utm_source:   newsletter',
      'utm_medium:   email',
      'utm_campaign: spring-2026',
      'Ad click:     gclid Cj0KCQiA-abc_123',
      'Pages seen:   / → /services → /about → /contact',
      'Time to send: 5 min 12 s',
      '',
      '--',
    ].join('\n'),
  );
  expect(html).toContain('<h3 style="margin:16px 0 4px">How they found us</h3>');
  expect(html).toContain(
    '<tr><th align="left" style="padding:2px 16px 2px 0">Pages seen</th><td>/ → /services → /about → /contact</td></tr>',
  );
});

it('says "direct" for a lead with no known source', async () => {
  const { text, html } = await mailOf(validMessage);

  expect(text).toContain('How they found us:\nSource: direct\n\n--');
  expect(html).toContain(
    '<th align="left" style="padding:2px 16px 2px 0">Source</th><td>direct</td>',
  );
});

it('escapes what the visit told in the HTML part', async () => {
  const { html } = await mailOf({
    ...validMessage,
    attribution: { ...newsletterVisit, utm: { campaign: '<img src=x onerror=alert(1)>&' } },
  });

  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;');
});
