import { expect, it } from 'vitest';
import { buildTestApp, builtSite } from '../../helper';
import { proofOfWorkOn, secret } from './proofOfWorkSetup';

const tokenField = (html: string) => /<input type="hidden" name="formToken"[^>]*>/.exec(html)?.[0];

it('flags the served form for the proof of work only while it is on', async () => {
  const off = await buildTestApp({ staticDir: builtSite, formTokenSecret: secret });
  const on = await buildTestApp({ ...proofOfWorkOn, staticDir: builtSite });
  const page = async ({ app }: typeof off) =>
    (await app.inject({ method: 'GET', url: '/contact' })).body;

  expect(tokenField(await page(off))).toMatch(
    /^<input type="hidden" name="formToken" value="[^"]+"\/>$/,
  );
  expect(tokenField(await page(on))).toMatch(
    /^<input type="hidden" name="formToken" value="[^"]+" data-proof-of-work\/>$/,
  );
});
