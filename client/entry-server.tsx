import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { App } from './App';
import { notFoundRoute, pageRoutes } from './routes';

export { pageMeta, prerenderPaths } from './content/pageMeta';
export { company } from './content/company';

/** The source module of the page a path renders, so the prerender can preload its chunk. */
export function pageModuleFor(path: string): string {
  const route = pageRoutes.find((candidate) => matchRoute(parse, candidate.path, path)[0]);
  return (route ?? notFoundRoute).module;
}

/** Renders a path to HTML, waiting for every lazy page and section so the markup is complete. */
export async function renderPath(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
