import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type * as RendererModule from '../../client/entry-server';
import type * as StyleGuideModule from '../../client/dev/styleGuide/renderStyleGuide';
import { drawerSpecimenPath, styleGuidePath } from '../../client/dev/styleGuide/paths';
import type { SiteSettings } from '../../client/lib/siteSettings';
import { escapeHtml } from '../escapeHtml';

interface RenderedPage {
  title: string;
  status: number;
  body: string;
  /** dev modules the page runs besides the islands */
  scripts?: string[];
}

/**
 * Pages are static HTML around islands, so the dev server renders each page on request exactly as
 * the build's prerender does, from modules loaded fresh after every save.
 */
export const renderPagesOnRequest = (settings: SiteSettings): Plugin => ({
  name: 'render-pages-on-request',
  configureServer(server) {
    const load = async <Module>(id: string) => (await server.ssrLoadModule(id)) as Module;
    const styleGuidePage =
      (render: 'renderStyleGuide' | 'renderDrawerSpecimen', script: string) =>
      async (): Promise<RenderedPage> => {
        const styleGuide = await load<typeof StyleGuideModule>(
          '/dev/styleGuide/renderStyleGuide.tsx',
        );
        return {
          title: styleGuide.styleGuideTitle,
          status: 200,
          body: styleGuide[render](),
          scripts: [script],
        };
      };
    /** Pages only `npm run dev` serves: never prerendered, so never in the build or the sitemap. */
    const devPages: Record<string, (path: string) => Promise<RenderedPage>> = {
      [styleGuidePath]: styleGuidePage('renderStyleGuide', '/dev/styleGuide/specimenStates.ts'),
      [drawerSpecimenPath]: styleGuidePage('renderDrawerSpecimen', '/dev/styleGuide/openDrawer.ts'),
    };
    const renderSitePage = async (path: string): Promise<RenderedPage> => {
      const renderer = await load<typeof RendererModule>('/entry-server.tsx');
      const meta = renderer.pageMeta(path);
      return {
        title: meta.title,
        status: meta.status,
        body: await renderer.renderPath(path, settings),
      };
    };

    // Returned, so it runs after Vite's own middleware has served modules and assets.
    return () => {
      server.middlewares.use((request, response, next) => {
        const url = request.originalUrl ?? '/';
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
          return next();
        }
        const render = async () => {
          const path = new URL(url, 'http://localhost').pathname;
          const page = await (devPages[path] ?? renderSitePage)(path);
          const template = await server.transformIndexHtml(
            url,
            await readFile('client/index.html', 'utf8'),
          );
          const scripts = (page.scripts ?? [])
            .map((src) => `<script type="module" src="${src}"></script>`)
            .join('');
          const html = template
            .replace('<!--app-head-->', `<title>${escapeHtml(page.title)}</title>`)
            .replace('<!--app-html-->', page.body)
            .replace('</body>', `${scripts}</body>`);
          response.statusCode = page.status;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(html);
        };
        render().catch((error: Error) => {
          // Vite's error handler shows it in the open page's overlay, with file and line.
          server.ssrFixStacktrace(error);
          next(error);
        });
      });
    };
  },
});
