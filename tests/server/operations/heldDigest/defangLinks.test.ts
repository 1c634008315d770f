import { expect, it } from 'vitest';
import { defangLinks } from '../../../../server/operations/heldDigest';

it('writes schemes and host names so no mail client links them, in any markup a spammer uses', () => {
  expect(
    defangLinks(
      'Rank at https://rank.example.com/x?a=1 or www.seo-pro.io; <a href="http://bit.ly/abc">go</a> [url=HTTPS://x.ru]y[/url] ftp://files.evil.net, mail bob@spam.co.uk',
    ),
  ).toBe(
    'Rank at hxxps://rank[.]example[.]com/x?a=1 or www[.]seo-pro[.]io; <a href="hxxp://bit[.]ly/abc">go</a> [url=HxxPS://x[.]ru]y[/url] fxp://files[.]evil[.]net, mail bob@spam[.]co[.]uk',
  );
});

it('leaves what is not a link as it was', () => {
  const text = 'Version 1.2.3, e.g. 3.5 million users, a budget of $40.000, ok.thanks';
  expect(defangLinks(text)).toBe(text.replace('ok.thanks', 'ok[.]thanks'));
});
