import { expect, it } from 'vitest';
import { privacySections } from '../../../client/content/privacy';

it('says where an unsent message is kept when the visitor leaves the contact page, and until when', () => {
  expect(JSON.stringify(privacySections(730))).toMatch(
    /Until you send the form, what you type stays in your browser.*session storage, gone when you close the tab or send the message/,
  );
});
