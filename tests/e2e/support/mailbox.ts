import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eServer } from './e2eServer';
import { folderOfLead } from './leadStore';

/** One message as the SMTP sink received it. */
export interface ReceivedMail {
  /** the whole message, quoted-printable soft line breaks joined so no text is split */
  text: string;
  /** the message as the sink received it, for a mail parser */
  raw: string;
  header(name: string): string | undefined;
}

function parseMail(raw: string): ReceivedMail {
  const headerBlock = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = headerBlock.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return {
    text: raw.replace(/=\r?\n/g, ''),
    raw,
    header(name) {
      const prefix = `${name.toLowerCase()}:`;
      const line = headers.find((candidate) => candidate.toLowerCase().startsWith(prefix));
      return line?.slice(prefix.length).trim();
    },
  };
}

async function receivedMails(mailDir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => parseMail(await readFile(join(mailDir, file), 'utf8'))),
  );
}

/**
 * Waits until the sink has received the messages containing `marker` (a string unique to one
 * test) and returns them: delivery is asynchronous, through the lead store and its worker.
 */
export async function waitForMail(marker: string, timeout = 20_000): Promise<ReceivedMail[]> {
  let matching: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        matching = await mailsContaining(marker);
        return matching.length;
      },
      { message: `no mail containing "${marker}" reached the SMTP sink`, timeout },
    )
    .toBeGreaterThan(0);
  return matching;
}

/** Every message the sink (writing to `mailDir`) has received so far that contains `marker`. */
export async function mailsContaining(
  marker: string,
  mailDir = e2eServer.mailDir,
): Promise<ReceivedMail[]> {
  return (await receivedMails(mailDir)).filter((mail) => mail.text.includes(marker));
}

/**
 * Waits until the store records message `id` as taken by the SMTP server: past that point no
 * retry can send it again, so a count of the mails it produced is final.
 */
export async function waitUntilRelayed(id: string, timeout = 20_000): Promise<void> {
  await expect
    .poll(() => folderOfLead(e2eServer.dataDir, id), {
      message: `message ${id} was never recorded as sent`,
      timeout,
    })
    .toBe('sent');
}
