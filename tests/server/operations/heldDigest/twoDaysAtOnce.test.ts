import { expect, it } from 'vitest';
import type { Attempt } from '../../../../server/jobs/task';
import { describeEachEngine } from '../../engines';
import { startSmtpSink } from '../../helper';
import { openTestStore, seedLead } from '../../storeHelper';
import { digestsIn, digestTask, eight, hour } from './digestSchedule';

/** The try of the digest of `day`, begun at `at` by an instance of its own. */
const tryOf = (day: string, at: number): Attempt => ({
  job: {
    task: 'held-digest',
    key: day,
    payload: null,
    attempts: 1,
    firstAttemptAt: at,
    claim: `the instance trying ${day}`,
    lead: undefined,
  },
  at,
  lead: undefined,
  pastPointOfNoReturn: async () => {},
});

describeEachEngine('two days’ digests tried at once on two instances', (engine) => {
  it('name each held message in one of them only', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const held = await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });

    // Back after an outage: one instance tries the day before's digest, still queued, while the
    // other tries today's.
    const outcomes = await Promise.all(
      ['2026-11-24', '2026-11-25'].map((day) =>
        digestTask(store, smtp).run(tryOf(day, eight + hour)),
      ),
    );

    expect(outcomes.map(({ kind }) => kind)).toEqual(['done', 'done']);
    const naming = (await digestsIn(smtp)).filter((digest) => digest.includes(`release ${held}`));
    expect(naming).toHaveLength(1);
  });
});
