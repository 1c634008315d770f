import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { islandModulesId } from '../../client/islands/bootIslands';
import { sitePagesId } from '../../client/navigation/pageContent';

/** A CSP source allowing exactly this inline script or style. */
export function cspHashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
}

/**
 * The boot module as inline script text: compiled on its own with the project's TypeScript (a
 * bundler would add its runtime helpers) to the build's syntax floor, then called.
 */
export async function bootScriptText(): Promise<string> {
  const source = await readFile(
    new URL('../../client/islands/bootIslands.ts', import.meta.url),
    'utf8',
  );
  // Loaded here, not at the top: the running server imports this module's other exports, and
  // TypeScript is a build tool that a production install (npm ci --omit=dev) does not have.
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      removeComments: true,
    },
  });
  return `${outputText}bootIslands(islandModulesId);\n`;
}

/** JSON inside a script element: "<" is escaped so no text can close the element. */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** The data element the boot module reads: the modules this page's islands need, entry first. */
export function islandModulesTag(modules: string[]): string {
  return `<script type="application/json" id="${islandModulesId}">${jsonScriptText(modules)}</script>`;
}

export function inlineStyleTag(css: string): string {
  if (css.includes('</style'))
    throw new Error('The stylesheet cannot be inlined: it contains "</style"');
  return `<style>${css}</style>`;
}

/**
 * The site's pages, by which client-side navigation knows a path that is no page, and the build
 * they belong to, by which it knows content written by another deploy.
 */
export function sitePagesTag(paths: string[], build: string): string {
  return `<script type="application/json" id="${sitePagesId}" data-build="${build}">${jsonScriptText(paths)}</script>`;
}
