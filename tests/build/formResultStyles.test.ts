/**
 * The no-JavaScript form's answer is written on the server, outside the client tree Tailwind
 * scans by default: each class it uses must reach the built stylesheet it is sent with (Tailwind's
 * content list names its file). Needs `npm run build` first (npm test does it).
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp } from '../server/helper';

const staticDir = join(import.meta.dirname, '../../dist/client');

it.each([
  ['sent', 'name=Ada&email=ada%40example.com&message=Hello%2C%20a%20quote%20please.'],
  ['refused', 'name='],
])('the %s answer page has a rule for every class it uses', async (_, payload) => {
  const { app } = await buildTestApp({ staticDir });
  const response = await app.inject({
    method: 'POST',
    url: '/api/send-email',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload,
  });
  const css = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1] ?? '';
  const classes = new Set(
    [...response.body.matchAll(/class="([^"]*)"/g)].flatMap(([, list = '']) => list.split(/\s+/)),
  );
  expect(classes.size).toBeGreaterThan(10);
  const unstyled = [...classes].filter((name) => !new RegExp(`\\.${name}[^\\w-]`).test(css));
  expect(unstyled).toEqual([]);
});
