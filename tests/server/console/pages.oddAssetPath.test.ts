import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp } from '../helper';

const fixture = join(import.meta.dirname, 'fixtures/console');

it.each([
  // Longer than a file name may be (ENAMETOOLONG).
  ['a name too long for the file system', `/console/assets/${'a'.repeat(300)}.js`],
  // A file named as a folder (ENOTDIR).
  ['a path through a file', '/console/assets/index-fixture.js/more.js'],
])('answers 404, not 500, for %s', async (_case, url) => {
  const { app } = await buildTestApp({ consoleDir: fixture });

  const answer = await app.inject({ url });

  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toEqual({ error: 'There is nothing at this address.' });
});
