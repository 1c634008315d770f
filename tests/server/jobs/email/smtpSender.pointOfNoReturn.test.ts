import { expect, it } from 'vitest';
import { createSmtpSender, defaultSmtpTimeouts } from '../../../../server/jobs/email/smtpSender';
import { startSmtpSink } from '../../helper';

const raw = Buffer.from('Subject: A lead\r\n\r\nHello\r\n');
const to = ['leads@a.test'];

it('marks the send as going out once the server accepted the recipients, before the first byte, and not when it refused them', async () => {
  const sink = await startSmtpSink();
  const sender = createSmtpSender(sink.url, 'site@a.test', defaultSmtpTimeouts);
  const marks: number[] = [];
  const mark = async () => {
    marks.push(sink.received.length);
  };
  try {
    sink.respondToRecipient = () => ({ code: 550, message: 'No such user' });
    await expect(sender.send(raw, to, mark)).rejects.toThrow(/No such user/);
    expect(marks).toEqual([]);

    sink.respondToRecipient = () => undefined;
    await sender.send(raw, to, mark);
    // Marked once, while the server had nothing of the message yet.
    expect(marks).toEqual([0]);
    expect(sink.received).toHaveLength(1);
  } finally {
    sender.close();
    await sink.close();
  }
});

it('sends nothing when the mark cannot be stored', async () => {
  const sink = await startSmtpSink();
  const sender = createSmtpSender(sink.url, 'site@a.test', defaultSmtpTimeouts);
  try {
    await expect(
      sender.send(raw, to, () => Promise.reject(new Error('the store is gone'))),
    ).rejects.toThrow();
    expect(sink.received).toEqual([]);
  } finally {
    sender.close();
    await sink.close();
  }
});
