/**
 * `npm run outbox -- <command>`: the operator's view of the lead store. Reads .env and the
 * environment like the server, and works while the server runs on the same store.
 */
import { runCommandLine } from './commandLine';
import { runOutboxCommand } from './operations/outboxCommands';

await runCommandLine('outbox', runOutboxCommand);
