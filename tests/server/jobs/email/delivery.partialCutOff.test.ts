import { expect, it } from 'vitest';
import { buildTestApp, postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine, latestStoreFor } from '../../engines';
import { openStoreOf } from '../../storeHelper';
import { deliveryOf, resendWindow, settledTries } from '../deliveryHelper';
import { startScriptedSmtpServer } from './scriptedSmtpServer';

const mailTo = ['sales@company.test', 'ceo@company.test'];

describeEachEngine(
  'e-mail whose instance died during its try for the addresses still waiting',
  (engine) => {
    it('is parked naming the inbox to check, not the one an earlier try reached', async () => {
      const smtp = await startScriptedSmtpServer({
        rcpt: (address) =>
          address === 'ceo@company.test' ? '452 4.2.2 Mailbox full, try again later' : undefined,
      });
      const { app, config } = await buildTestApp({
        ...(await latestStoreFor(engine)),
        smtpUrl: smtp.url,
        mailTo,
      });
      const store = await openStoreOf(config);
      const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
      // Settled, not only claimed: the first try's record of who took the message is what the
      // second try's error names.
      await waitFor(async () => (await settledTries(store, id)) === 1);
      await resendWindow();
      await app.close();

      // The row as an instance that died on the second try, past the server's 250 to DATA, left it.
      await store.db
        .updateTable('jobs')
        .set({ state: 'sending', attempts: 2, claim: 'the dead instance', claimed_until: 1 })
        .where('task', '=', 'email')
        .where('key', '=', id)
        .execute();
      await buildTestApp({ ...config });

      await waitFor(async () => (await deliveryOf(store, id))?.state === 'failed');
      const delivery = await deliveryOf(store, id);
      expect(delivery).toMatchObject({ failure: 'unconfirmed', attempts: 2 });
      expect(delivery?.lastError).toMatch(
        /^unconfirmed: the server stopped during the send.*check the inbox of ceo@company\.test \(sales@company\.test had it already\) for its Message-ID/,
      );
      expect(smtp.arrivals.map((arrival) => arrival.to)).toEqual([['sales@company.test']]);
    });
  },
);
