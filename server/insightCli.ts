/**
 * `npm run insight -- [--days N] [--json]`: where visits and leads come from. Reads .env and the
 * environment like the server, and works while the server runs on the same store.
 */
import { runCommandLine } from './commandLine';
import { runInsightCommand } from './operations/insightCommand';

await runCommandLine('insight', runInsightCommand);
