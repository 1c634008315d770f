import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { expect, it } from 'vitest';
import { sonnerStyleHashes } from '../../server/securityHeaders';

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

it('allows exactly the stylesheet the installed sonner injects, and its empty first <style>', () => {
  const entry = createRequire(import.meta.url).resolve('sonner');
  const source = readFileSync(join(dirname(entry), 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  expect(literal, 'sonner no longer calls __insertCSS("…"): revisit the CSP').toBeDefined();
  const injected = JSON.parse(literal as string) as string;

  expect(sonnerStyleHashes).toEqual([cspHash(''), cspHash(injected)]);
});
