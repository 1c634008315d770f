import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

// The contact form takes an address whose domain is internationalised (пример.рф, as the browser
// encodes it, xn--e1afmkfd.xn--p1ai) from a visitor: the company's own may be one too.
it('takes MAIL_TO and MAIL_FROM with a punycode top-level domain, as the contact form does', () => {
  const config = loadConfig({
    MAIL_TO: 'sales@xn--e1afmkfd.xn--p1ai',
    MAIL_FROM: 'site@xn--e1afmkfd.xn--p1ai',
  });
  expect(config.mailTo).toEqual(['sales@xn--e1afmkfd.xn--p1ai']);
  expect(config.mailFrom).toBe('site@xn--e1afmkfd.xn--p1ai');
});
