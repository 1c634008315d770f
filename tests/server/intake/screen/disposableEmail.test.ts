import { expect, it } from 'vitest';
import { disposableEmailReasons } from '../../../../server/intake/screen/content';

it.each([
  'x7k2mq9p4r@privaterelay.appleid.com',
  'jane.doe@duck.com',
  'shop.2026@mozmail.com',
  'cold.river@simplelogin.com',
  'orders@aleeas.com',
  'hotel@addy.io',
  'hotel@jane.anonaddy.com',
  'notes@passmail.net',
])('a privacy relay is a person’s address, not a disposable one: %s', (email) => {
  expect(disposableEmailReasons(email)).toEqual([]);
});

it('a throwaway inbox counts, unsure: it marks, it never holds alone', () => {
  expect(disposableEmailReasons('bitprofit@mailinator.com')).toEqual([
    { layer: 'content', points: 6, why: 'a disposable e-mail domain', unsure: true },
  ]);
});
