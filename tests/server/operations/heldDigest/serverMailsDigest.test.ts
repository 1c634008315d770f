import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { openStore } from '../../../../server/store/openStore';
import { buildRelayingApp, tempDir, waitFor } from '../../helper';
import { seedLead } from '../../storeHelper';

it('a server past the digest hour mails the day’s digest of what was held, once', async () => {
  const dataDir = await tempDir('data');
  const store = await openStore({ dataDir, databaseUrl: undefined });
  const held = await seedLead(store, 'spam');
  await store.close();

  // Hour 0 of UTC: every hour of the day is past it.
  const { smtp } = await buildRelayingApp({
    dataDir,
    spamDigestHour: 0,
    spamDigestTimeZone: 'UTC',
  });

  await waitFor(() => smtp.received.length > 0);
  const digest = await simpleParser(smtp.received[0]?.raw ?? '');
  expect(digest.subject).toBe('Spam digest: 1 contact message(s) held, not delivered');
  expect(digest.text).toContain(`npm run outbox -- release ${held}`);
  expect(smtp.received).toHaveLength(1);
});
