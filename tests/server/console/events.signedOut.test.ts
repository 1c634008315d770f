import { get as httpGet, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { expect, it, onTestFinished } from 'vitest';
import { describeEachEngine } from '../engines';
import { waitFor } from '../helper';
import { consoleApp, post, signedInMember, signedInOwner } from './consoleHelper';

/** The console's event stream as the browser holds it open; `ended` once the server ends it. */
async function openEvents(app: FastifyInstance, cookie: string) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const stream = { received: '', ended: false };
  const request = httpGet(
    { host: '127.0.0.1', port, path: '/console/api/events', headers: { cookie } },
    (response: IncomingMessage) => {
      response.on('data', (chunk: Buffer) => (stream.received += chunk.toString('utf8')));
      response.on('close', () => (stream.ended = true));
    },
  );
  request.on('error', () => (stream.ended = true));
  onTestFinished(() => void request.destroy());
  await waitFor(() => stream.received.includes(': connected'));
  return stream;
}

describeEachEngine('console events once the session ends', (engine) => {
  it('ends the event stream of a session signed out', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const stream = await openEvents(app, cookie);

    expect((await post(app, '/signout', {}, cookie)).statusCode).toBe(200);

    await waitFor(() => stream.ended);
  });

  it('ends the event stream of a person revoked', async () => {
    const { app, store } = await consoleApp(engine);
    const owner = await signedInOwner(app, store);
    const { cookie } = await signedInMember(app, store, 'leaver@company.test');
    const stream = await openEvents(app, cookie);

    const revoked = await post(
      app,
      '/users/revoke',
      { email: 'leaver@company.test' },
      owner.cookie,
    );
    expect(revoked.statusCode).toBe(200);

    await waitFor(() => stream.ended);
  });
});
