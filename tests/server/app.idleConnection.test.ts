import { connect } from 'node:net';
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { buildTestApp } from './helper';

it('closes a connection that never sends a byte, so strangers cannot hold sockets open for good', async () => {
  const { app } = await buildTestApp({}, { idleConnectionMs: 300 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const openedAt = Date.now();

  await once(socket, 'close');
  expect(Date.now() - openedAt).toBeLessThan(5_000);
});

it('answers a request on a connection that has idled for less than that', async () => {
  // Far above the idle below: client and server share this event loop, and a stall of it past
  // the limit fires the server's timer before the request is read. One of 10 s fails any test.
  const { app } = await buildTestApp({}, { idleConnectionMs: 10_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  await new Promise((resolve) => setTimeout(resolve, 500));
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  const [chunk] = (await once(socket, 'data')) as [Buffer];
  expect(chunk.toString()).toMatch(/^HTTP\/1\.1 200/);
  socket.destroy();
});
