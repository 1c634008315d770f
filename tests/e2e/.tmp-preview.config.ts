import base from './playwright.config';
import { defineConfig } from '@playwright/test';
export default defineConfig({ ...base, webServer: [{ command: 'node test-results/static-serve.mjs test-results/e2e-dist', cwd: '../..', url: 'http://127.0.0.1:4173/healthz', reuseExistingServer: false }] });
