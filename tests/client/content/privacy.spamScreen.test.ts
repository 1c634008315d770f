import { expect, it } from 'vitest';
import { privacySections } from '../../../client/content/privacy';

const text = (retentionDays: number) => JSON.stringify(privacySections(retentionDays));

it('says what the spam screen records, where, and how long held messages are kept', () => {
  expect(text(730)).toMatch(/score and the reasons for it, is kept with your message/);
  expect(text(730)).toMatch(
    /fingerprint of the text of each message beside it for up to 24 hours, then deletes it/,
  );
  expect(text(730)).toMatch(/when the check is unsure, your message still reaches us, marked/);
  expect(text(730)).toMatch(/such as Hide My Email, DuckDuckGo or Firefox Relay, do not count/);
  expect(text(730)).toMatch(
    /once a day, a person at our company reads a summary of the messages held/,
  );
  expect(text(730)).toMatch(/deleted after 30 days, and never later than 24 months/);
  expect(text(14)).toMatch(/never later than 14 days/);
});
