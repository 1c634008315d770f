import { expect, it, onTestFinished, vi } from 'vitest';
import { buildTestApp, builtSite } from '../../helper';

const tokenIn = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];

it('gives each /contact page a token of its own, and under a flood shares one a second', async () => {
  const { app } = await buildTestApp({ staticDir: builtSite });
  const page = async () =>
    tokenIn((await app.inject({ method: 'GET', url: '/contact' })).body) ?? '';

  // Every page within one second: the clock stands still (only Date; timers run).
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const tokens: string[] = [];
  for (let n = 0; n < 30; n += 1) tokens.push(await page());

  const distinct = new Set(tokens);
  // A token buys one message: two people on the page at once must not hold the same one.
  expect(new Set(tokens.slice(0, 20)).size).toBe(20);
  // Past twenty pages in a second the rest of that second shares one (and one compression).
  expect(distinct.size).toBe(21);
});
