import { createServer } from 'node:http';

/** Messages from the local CRM's process to the bench. */
export type ReceiverReport = { port: number } | { received: number };

const report = (message: ReceiverReport) => process.send?.(message);
const ids = new Set<string>();
let reported = 0;

const server = createServer((request, response) => {
  request.resume();
  request.once('end', () => {
    ids.add(String(request.headers['webhook-id']));
    response.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') report({ port: address.port });
});
// A count now and then, not a message per lead: the bench's own loop stays free for autocannon.
setInterval(() => {
  if (ids.size !== reported) report({ received: (reported = ids.size) });
}, 50).unref();
process.once('disconnect', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
