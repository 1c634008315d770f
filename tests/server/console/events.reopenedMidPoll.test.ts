import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, expect, it, vi } from 'vitest';
import { sessionLimitsOf } from '../../../server/config';
import { LeadFeed } from '../../../server/console/leadFeed';
import { describeEachEngine } from '../engines';
import { consoleApp, signedInMember } from './consoleHelper';

/** A browser's event stream, as the feed writes to it. */
const browserStream = () => new PassThrough() as unknown as ServerResponse & PassThrough;

afterEach(() => vi.useRealTimers());

// The only console open is reloaded while the feed polls the store: its stream closes (the feed
// pauses) and the new one opens (the feed starts) before that poll ends. The poll ending must not
// start a second round of polls beside the new one's: each such reload would add one for good.
describeEachEngine('console events reopened during a poll', (engine) => {
  it('keeps one round of polls', async () => {
    const { app, store, config } = await consoleApp(engine);
    await signedInMember(app, store);
    const { id: sessionId } = await store.db
      .selectFrom('console_sessions')
      .select('id')
      .executeTakeFirstOrThrow();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const feed = new LeadFeed(store, sessionLimitsOf(config), 2000);
    const polls: Promise<void>[] = [];
    const watched = feed as unknown as { poll: () => Promise<void> };
    const poll = watched.poll.bind(feed);
    vi.spyOn(watched, 'poll').mockImplementation(() => {
      const running = poll();
      polls.push(running.catch(() => undefined));
      return running;
    });

    const before = browserStream();
    feed.open(before, sessionId);
    vi.advanceTimersByTime(2000);
    expect(polls).toHaveLength(1);
    before.emit('close');
    feed.open(browserStream(), sessionId);
    const settled = async () => {
      await Promise.all(polls);
      await new Promise((resolve) => setImmediate(resolve));
    };
    await settled();

    // One poll every 2 s from here, the new stream's: not one more for the poll it interrupted.
    const polled = polls.length;
    for (let second = 0; second < 6; second += 2) {
      vi.advanceTimersByTime(2000);
      await settled();
    }
    expect(polls.length - polled).toBe(3);
    feed.close();
  });
});
