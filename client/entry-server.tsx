import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';
import { SiteSettingsContext, type SiteSettings } from './lib/siteSettings';

export { pageMeta, prerenderPaths } from './content/pageMeta';
export { company } from './content/company';
export { contactEndpoint } from './features/contact/contactEndpoint';
export { lazyIslands } from './islands/lazyIslands';

/** Renders a path to HTML, waiting for anything that suspends so the markup is complete. */
export async function renderPath(path: string, settings: SiteSettings): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteSettingsContext value={settings}>
        <App ssrPath={path} />
      </SiteSettingsContext>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
