import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it, onTestFinished, vi } from 'vitest';
import { readLead } from '../../../../server/store/leads';
import { buildTestApp, builtSite, postJson, validMessage } from '../../helper';
import { openStoreOf } from '../../storeHelper';
import { testTokenSecret as secret } from './screenSetup';

const tokenIn = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';

it("gives every /contact page a token of its own, even in a flood, so no visitor is held for another's post", async () => {
  const { app, config } = await buildTestApp({
    staticDir: builtSite,
    spamScreen: true,
    formTokenSecret: secret,
  });
  const encodings = ['br', 'gzip', 'identity'];
  const page = async (index: number) => {
    const encoding = encodings[index % encodings.length] ?? 'identity';
    const response = await app.inject({
      method: 'GET',
      url: '/contact',
      headers: { 'accept-encoding': encoding },
    });
    const sent = response.headers['content-encoding'];
    const body =
      sent === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : sent === 'gzip'
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    const html = body.toString('utf8');
    // The whole page, whatever the flood: its end too.
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    return tokenIn(html);
  };

  // Every page within one second: the clock stands still (only Date; timers run).
  const loadedAt = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: loadedAt });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const tokens: string[] = [];
  for (let index = 0; index < 40; index += 1) tokens.push(await page(index));
  expect(new Set(tokens).size).toBe(40);

  // Two people who loaded the page in the flood, past its twentieth page, send a minute later.
  vi.setSystemTime(loadedAt + 60_000);
  const first = await postJson(app, { ...validMessage, formToken: tokens[30] });
  const second = await postJson(
    app,
    { ...validMessage, email: 'sam@other.test', message: 'Also: SSO?', formToken: tokens[31] },
    { remoteAddress: '192.0.2.44' },
  );
  const store = await openStoreOf(config);
  for (const response of [first, second]) {
    expect(response.statusCode).toBe(202);
    const lead = await readLead(store, response.json<{ id: string }>().id);
    expect(lead?.screen).toMatchObject({ held: false, reasons: [] });
  }
});
