import { expect, it } from 'vitest';
import { contactMessageSchema } from '../../../../client/features/contact/contactMessage';

const message = {
  name: 'Anna Petrova',
  phone: '+7 495 555 0100',
  company: 'Severstal IT',
  message: 'We need a cloud migration plan.',
};

const emailError = (email: string) => {
  const parsed = contactMessageSchema.safeParse({ ...message, email });
  return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message);
};

it('accepts an address whose top-level domain is punycode, as a browser sends an internationalised one', () => {
  for (const email of [
    'someone@example.xn--p1ai',
    // пример.рф, as a browser's e-mail field turns it into
    'anna@xn--e1afmkfd.xn--p1ai',
    // 点看.中国 and one typed in capitals
    'li.wei@xn--3pxu8k.xn--fiqs8s',
    'ANNA@EXAMPLE.XN--P1AI',
    // امارات
    'omar@example.xn--mgbaam7a8h',
  ]) {
    expect(emailError(email), email).toBeUndefined();
  }
});

it('still refuses a malformed address, punycode or not, with the same sentence', () => {
  for (const email of [
    'jane',
    'jane@',
    '@acme.test',
    'jane@acme',
    'jane doe@acme.test',
    'jane@acme.c',
    'jane@acme.1com',
    'jane@acme.xn--',
    'jane@acme.xn--p1ai-',
    'jane@acme.xn--p1ai.',
    'jane@.xn--p1ai',
    'jane@xn--p1ai',
  ]) {
    expect(emailError(email), email).toEqual(['Please enter a valid email address.']);
  }
});
