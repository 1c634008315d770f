import { get as httpGet } from 'node:http';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { postJson, validMessage, waitFor } from '../helper';
import { consoleApp, signedInMember } from './consoleHelper';

describeEachEngine('console events', (engine) => {
  it('tells an open console of a new lead within 5 seconds, without a reload', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    let received = '';
    const request = httpGet(
      { host: '127.0.0.1', port, path: '/console/api/events', headers: { cookie } },
      (response) => {
        expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        response.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      },
    );
    try {
      await waitFor(() => received.includes(': connected'));
      const sent = await postJson(app, validMessage);
      const { id } = await store.db.selectFrom('leads').select('id').executeTakeFirstOrThrow();
      expect(sent.statusCode).toBe(202);

      await waitFor(() => received.includes(`event: lead\ndata: {"id":"${id}"}\n\n`));
    } finally {
      request.destroy();
    }
  });
});
