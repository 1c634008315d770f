/**
 * Every prerendered page is valid HTML by html-validate's recommended rules. Needs `npm run build`
 * first (npm test does it).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatterFactory, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

const clientDir = join(import.meta.dirname, '../../dist/client');

// Only rules about how markup is spelled are off, where React and Vite write it their own way and
// HTML reads both spellings alike; every rule about what the markup means stays on.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <img />, Vite's injected tags as <link>: both are HTML.
    'void-style': 'off',
    // React writes a true boolean attribute as required="", which HTML defines as true.
    'attribute-boolean-style': 'off',
    // React's server renderer keeps some names camelCase (autoComplete); HTML attribute names
    // are case-insensitive, so the browser reads autocomplete.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // Prettier writes the template's <!doctype html> in lower case; the doctype is case-insensitive.
    'doctype-style': 'off',
    // The build leaves indentation where it takes Vite's tags out of the template; whitespace
    // between head elements is not rendered.
    'no-trailing-whitespace': 'off',
  },
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const format = formatterFactory('text');

describe('every prerendered page is valid HTML', () => {
  const files = htmlFiles(clientDir);

  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => relative(clientDir, file)))('%s', async (file) => {
    const report = await validator.validateFile(join(clientDir, file));
    expect(report.valid, format(report.results)).toBe(true);
  });
});
