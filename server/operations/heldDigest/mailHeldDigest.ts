import type { MailSettings } from '../../jobs/email/composeMessage';
import {
  createSmtpSender,
  defaultSmtpTimeouts,
  type SmtpTimeouts,
} from '../../jobs/email/smtpSender';
import { listHeldLeads } from '../../store/leads';
import type { Store } from '../../store/store';
import { composeDigest, type DigestPeriod } from './composeDigest';

export interface DigestMailer {
  smtpUrl: string;
  settings: MailSettings;
  timeouts?: SmtpTimeouts;
}

/**
 * Mails the company the digest of what was held in the period, none when nothing was; resolves
 * with how many messages it named once the SMTP server took it.
 */
export async function mailHeldDigest(
  store: Store,
  period: DigestPeriod,
  { smtpUrl, settings, timeouts = defaultSmtpTimeouts }: DigestMailer,
  messageId?: string,
): Promise<number> {
  const held = await listHeldLeads(store, period);
  if (held.length === 0) return 0;
  const raw = await composeDigest(held, period, settings, messageId);
  const sender = createSmtpSender(
    smtpUrl,
    { from: settings.mailFrom, to: settings.mailTo },
    timeouts,
  );
  try {
    // No store record waits on the data: a digest sent twice is one too many, never a loss.
    await sender.send(raw, async () => undefined);
  } finally {
    sender.close();
  }
  return held.length;
}
