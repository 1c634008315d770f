import { expect, it } from 'vitest';
import { runOutboxCommand } from '../../../server/operations/outboxCommands';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { databaseUrlFor, describeEachEngine } from '../engines';

describeEachEngine('smoke', (engine) => {
  it('accepts, delivers and lists', async () => {
    const { app, smtp, config } = await buildRelayingApp({
      databaseUrl: await databaseUrlFor(engine),
    });
    const response = await postJson(app, validMessage);
    expect(response.statusCode).toBe(202);
    await waitFor(() => smtp.received.length === 1);
    let out = '';
    const code = await runOutboxCommand(['list', '--json'], {
      config,
      print: (t) => (out += t),
      printError: (t) => (out += t),
    });
    expect(code).toBe(0);
    expect(JSON.parse(out)).toHaveLength(1);
  });
});
