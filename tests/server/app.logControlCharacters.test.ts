import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildTestApp } from './helper';

it("the server's log lines carry no control character a terminal would obey, and mean the same", async () => {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString('utf8'));
      done();
    },
  });
  const { app } = await buildTestApp({}, { logger: { level: 'info', stream } });
  const typed = 'Eve\x1b[2J\x07\x7f\x9b31m';

  app.log.info({ company: typed }, `From ${typed}`);

  const line = written.find((text) => text.includes('From'));
  expect(line).not.toMatch(/(?!\n)\p{Cc}/u);
  expect(JSON.parse(line ?? '')).toMatchObject({ company: typed, msg: `From ${typed}` });
});
