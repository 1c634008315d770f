/**
 * `npm run dev`: the API (no static pages) plus Vite's dev server with hot updates, whose /api
 * proxy points at the API wherever PORT and HOST put it. DEV_PORT moves Vite off 5173.
 */
import { createServer } from 'vite';
import { buildApp } from './app';
import { loadConfig, readEnvFile } from './config';
import { livePagePlugin } from './dev/livePagePlugin';
import { renderPagesOnRequest } from './dev/renderPagesOnRequest';

readEnvFile();
const config = loadConfig();
const devPort = process.env.DEV_PORT?.trim() || '5173';
const port = Number(devPort);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(
    `Invalid environment variable DEV_PORT=${JSON.stringify(devPort)}: expected 1-65535`,
  );
}
const api = await buildApp(config, { serveStatic: false, logger: { level: 'info' } });
await api.listen({ port: config.port, host: config.host });

const vite = await createServer({
  configFile: 'vite.config.ts',
  appType: 'custom',
  plugins: [
    renderPagesOnRequest({
      retentionDays: config.retentionDays,
      insightRetentionDays: config.insightRetentionDays,
    }),
    livePagePlugin,
  ],
  server: {
    host: config.host,
    port,
    // Taken means another dev server runs: a silent move to the next port would hide that.
    strictPort: true,
    proxy: { '/api': `http://${config.host}:${config.port}` },
  },
});
await vite.listen();
vite.printUrls();
