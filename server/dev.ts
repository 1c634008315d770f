/**
 * `npm run dev`: the API (no static pages) plus Vite's dev server with hot reload, whose /api
 * proxy points at the API wherever PORT and HOST put it. Pages are static HTML around islands, so
 * the dev server renders each page on request exactly as the build's prerender does.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Plugin } from 'vite';
import type * as RendererModule from '../client/entry-server';
import { buildApp } from './app';
import { loadConfig, readEnvFile } from './config';
import { escapeHtml } from './prerender/headTags';

const renderPagesOnRequest: Plugin = {
  name: 'render-pages-on-request',
  configureServer(server) {
    // Returned, so it runs after Vite's own middleware has served modules and assets.
    return () => {
      server.middlewares.use((request, response, next) => {
        const url = request.originalUrl ?? '/';
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
          return next();
        }
        const render = async () => {
          const path = new URL(url, 'http://localhost').pathname;
          const renderer = (await server.ssrLoadModule(
            '/entry-server.tsx',
          )) as typeof RendererModule;
          const meta = renderer.pageMeta(path);
          const template = await server.transformIndexHtml(
            url,
            await readFile('client/index.html', 'utf8'),
          );
          const html = template
            .replace('<!--app-head-->', `<title>${escapeHtml(meta.title)}</title>`)
            .replace(
              '<!--app-html-->',
              await renderer.renderPath(path, { retentionDays: config.retentionDays }),
            );
          response.statusCode = meta.status;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(html);
        };
        render().catch((error: Error) => {
          server.ssrFixStacktrace(error);
          next(error);
        });
      });
    };
  },
};

readEnvFile();
const config = loadConfig();
const api = await buildApp(config, { serveStatic: false, logger: { level: 'info' } });
await api.listen({ port: config.port, host: config.host });

const vite = await createServer({
  configFile: 'vite.config.ts',
  appType: 'custom',
  plugins: [renderPagesOnRequest],
  server: { port: 5173, proxy: { '/api': `http://${config.host}:${config.port}` } },
});
await vite.listen();
vite.printUrls();
