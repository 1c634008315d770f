import { access, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { ConsentStore } from '../../../server/outbox/consentStore';
import { Outbox } from '../../../server/outbox/outbox';
import { buildTestApp, postJson, tempDir, validMessage } from '../helper';
import { consentRecordOnDisk, currentWording } from '../intake/consentHelper';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

it('a crash between the message and its consent record: no answer, and the next start writes the record from the lead', async () => {
  const outboxDir = await tempDir('outbox');
  const crashed = await buildTestApp({ outboxDir });
  // The process dies once the lead's message is on disk, before its consent record is.
  vi.spyOn(ConsentStore.prototype, 'record').mockRejectedValueOnce(new Error('power cut'));

  const response = await postJson(crashed.app, {
    ...validMessage,
    consentVersion: currentWording.id,
  });

  expect(response.statusCode).not.toBe(202);
  const [stored] = await new Outbox(outboxDir).list('pending');
  const id = stored ?? '';
  expect(await exists(join(outboxDir, 'leads', `${id}.json`))).toBe(true);
  expect(await exists(join(outboxDir, 'consent', `${id}.json`))).toBe(false);
  await crashed.app.close();
  vi.restoreAllMocks();

  await buildTestApp({ outboxDir });

  expect(await consentRecordOnDisk(outboxDir, id)).toMatchObject({
    leadId: id,
    version: currentWording.id,
    text: currentWording.text,
    phone: validMessage.phone,
  });
});

it('a crash before the message is on disk leaves no lead, and the next start writes no record', async () => {
  const outboxDir = await tempDir('outbox');
  const crashed = await buildTestApp({ outboxDir });
  await postJson(crashed.app, { ...validMessage, consentVersion: currentWording.id });
  await crashed.app.close();
  // What the crash leaves: the lead's record written, its message file (the commit point) not.
  const [id] = await new Outbox(outboxDir).list('pending');
  await rm(join(outboxDir, 'pending', `${id}.eml`));
  await rm(join(outboxDir, 'consent', `${id}.json`));

  await buildTestApp({ outboxDir });

  expect(await readdir(join(outboxDir, 'consent'))).toEqual([]);
});

it('a record already on disk is never replaced: recording a lead twice keeps the first', async () => {
  const outboxDir = await tempDir('outbox');
  const { app } = await buildTestApp({ outboxDir });
  const { id } = (
    await postJson(app, { ...validMessage, consentVersion: currentWording.id })
  ).json<{ id: string }>();
  const first = await consentRecordOnDisk(outboxDir, id);

  await new ConsentStore(outboxDir).record({ ...first, phone: '+1 999 999 9999' });

  expect(await consentRecordOnDisk(outboxDir, id)).toEqual(first);
  expect(await readdir(join(outboxDir, 'tmp'))).toEqual([]);
});
