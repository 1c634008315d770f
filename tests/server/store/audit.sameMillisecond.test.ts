import { expect, it } from 'vitest';
import { audit, readAudit } from '../../../server/store/audit';
import { describeEachEngine } from '../engines';
import { openTestStore } from '../storeHelper';

// A bulk action writes a line per lead, often several in one millisecond: the log must list them
// in the order they were written (newest first), on every read, across its pages too.
describeEachEngine('audit lines written in the same millisecond', (engine) => {
  it('read newest first in the order they were written, page after page', async () => {
    const store = await openTestStore(engine);
    const now = Date.now();
    const written = Array.from({ length: 30 }, (_, index) => `lead-${index}`);
    for (const leadId of written)
      await audit(store, { actor: 'a@example.com', action: 'spam', leadId }, now);

    const first = await readAudit(store, { limit: 20 });
    const second = await readAudit(store, { before: first.next ?? undefined, limit: 20 });

    expect([...first.entries, ...second.entries].map((entry) => entry.leadId)).toEqual(
      written.toReversed(),
    );
  });
});
