import { resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../..');
export const resultsDir = resolve(projectRoot, 'bench-results');
