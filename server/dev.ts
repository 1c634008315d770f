/**
 * `npm run dev`: the API (no static pages) plus Vite's dev server with hot reload, whose /api
 * proxy points at the API wherever PORT and HOST put it.
 */
import { createServer } from 'vite';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const api = await buildApp(config, { serveStatic: false, logger: { level: 'info' } });
await api.listen({ port: config.port, host: config.host });

const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { port: 5173, proxy: { '/api': `http://${config.host}:${config.port}` } },
});
await vite.listen();
vite.printUrls();
