import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cspSourcesFile } from '../../server/routes/staticFiles';
import { apiCspSources } from '../../server/securityHeaders';
import { buildTestApp, tempDir } from './helper';

function directive(csp: string | undefined, name: string): string | undefined {
  return csp?.split(';').find((part) => part.startsWith(`${name} `));
}

it('a build whose form posts to another origin (absolute VITE_API_BASE_URL) lets the page reach it', async () => {
  const site = await tempDir('site');
  await writeFile(join(site, 'index.html'), '<!doctype html><title>Home</title>');
  await mkdir(join(site, '.prerender'));
  await writeFile(
    join(site, cspSourcesFile),
    JSON.stringify({
      'script-src': [],
      'style-src': [],
      ...apiCspSources('https://api.example.com/relay/api/send-email'),
    }),
  );
  const { app } = await buildTestApp({ staticDir: site });

  const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];

  expect(directive(String(csp), 'connect-src')).toBe("connect-src 'self' https://api.example.com");
  expect(directive(String(csp), 'form-action')).toBe("form-action 'self' https://api.example.com");
});

it('a same-origin endpoint adds nothing to the CSP', () => {
  expect(apiCspSources('/api/send-email')).toEqual({});
});
