import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { postJson, validMessage, waitFor } from '../helper';
import { deliveryOf, relayingAppOn } from '../jobs/deliveryHelper';
import { outboxCommand } from './opsHelper';

const mailTo = ['sales@company.test', 'ceo@company.test'];

async function lastDeliveryOf(config: Parameters<typeof outboxCommand>[0]) {
  const { stdout } = await outboxCommand(config, 'status');
  return /^Last delivery: +(.*)$/m.exec(stdout)?.[1];
}

describeEachEngine('status, while a MAIL_TO address defers what the others got', (engine) => {
  it('gives as the last delivery when the others got it, not "none recorded", and a later refused try does not move it', async () => {
    const { app, config, smtp, store } = await relayingAppOn(engine, { mailTo });
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test'
        ? { code: 452, message: 'Mailbox full, try again later' }
        : undefined;
    const before = Date.now();
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await waitFor(() => smtp.received.length === 1);
    const salesGotIt = Date.now();
    await waitFor(async () => ((await deliveryOf(store, id))?.attempts ?? 0) >= 3);

    const last = await lastDeliveryOf(config);
    expect(last).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Date.parse(last ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(last ?? '')).toBeLessThanOrEqual(salesGotIt);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['sales@company.test']]);
  });
});
