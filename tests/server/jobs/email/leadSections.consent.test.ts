import { expect, it } from 'vitest';
import { buildRelayingApp, partOf, postJson, validMessage, waitFor } from '../../helper';
import { currentWording } from '../../intake/consentHelper';
import { openStoreOf } from '../../storeHelper';
import { readLead } from '../../../../server/store/leads';

it('the delivered mail shows the SMS consent: the sentence and the time, in the text and the HTML part', async () => {
  const { app, config, smtp } = await buildRelayingApp();

  const response = await postJson(app, { ...validMessage, consentVersion: currentWording.id });
  await waitFor(() => smtp.received.length === 1);

  expect(response.statusCode).toBe(202);
  const { id } = response.json<{ id: string }>();
  // The consent's time is the lead's arrival, as the store keeps it.
  const time = (await readLead(await openStoreOf(config), id))?.receivedAt;
  const raw = smtp.received[0]?.raw ?? '';
  expect(partOf(raw, 'text/plain')).toContain(
    [
      'SMS consent:',
      `Ticked on the form at ${time} (UTC) for the phone number above, beside this text (version ${currentWording.id}):`,
      `"${currentWording.text}"`,
    ].join('\n'),
  );
  const html = partOf(raw, 'text/html');
  expect(html).toContain('<h3 style="margin:16px 0 4px">SMS consent</h3>');
  expect(html).toContain(`Ticked on the form at ${time} (UTC)`);
  expect(html).toContain(
    `<blockquote style="margin:4px 0 0 16px">${currentWording.text}</blockquote>`,
  );
});

it('takes nothing from the request into the block: a claimed version is only called unknown', async () => {
  const { app, smtp } = await buildRelayingApp();
  const claimed = '"><script>alert(1)</script>';

  await postJson(app, { ...validMessage, consentVersion: claimed });
  await waitFor(() => smtp.received.length === 1);

  const raw = smtp.received[0]?.raw ?? '';
  for (const part of [partOf(raw, 'text/plain'), partOf(raw, 'text/html')]) {
    expect(part).toContain('no consent wording we published (version unknown)');
    expect(part).not.toContain('alert(1)');
  }
});
