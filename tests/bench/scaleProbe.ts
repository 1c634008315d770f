/**
 * One `npm run outbox` command in a process of its own, for the bench's scale section: how long
 * until its first page is printed and until its whole answer is (the store opened in both), and
 * the process's memory around it.
 * Its output is counted, not kept. Prints a line of JSON with the first page's time as soon as
 * that is out, and one with everything at the end.
 * Usage: node --import tsx tests/bench/scaleProbe.ts <command> [arguments…]
 */
import { loadConfig } from '../../server/config';
import { runOutboxCommand } from '../../server/operations/outboxCommands';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const config = loadConfig();
const rssBeforeMb = megabytes(process.memoryUsage.rss());
let printed = 0;
let firstPageMs: number | undefined;
const started = performance.now();
const code = await runOutboxCommand(process.argv.slice(2), {
  config,
  print: (text) => {
    if (firstPageMs === undefined) {
      firstPageMs = performance.now() - started;
      // Its own line at once: a command stopped before its end still tells when this was.
      process.stdout.write(`${JSON.stringify({ firstPageMs })}\n`);
    }
    printed += text.length + 1;
  },
  printError: (line) => process.stderr.write(`${line}\n`),
});
const ms = performance.now() - started;
console.log(
  JSON.stringify({
    code,
    ms,
    firstPageMs: firstPageMs ?? ms,
    printedKb: Math.round(printed / 1024),
    rssBeforeMb,
    rssAfterMb: megabytes(process.memoryUsage.rss()),
    // kilobytes, as getrusage gives them
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
