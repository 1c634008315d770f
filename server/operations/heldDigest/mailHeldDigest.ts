import type { MailSettings } from '../../jobs/email/composeMessage';
import {
  createSmtpSender,
  defaultSmtpTimeouts,
  type SmtpTimeouts,
} from '../../jobs/email/smtpSender';
import type { StoredLead } from '../../store/leads';
import { composeDigest, type DigestPeriod } from './composeDigest';

export interface DigestMailer {
  smtpUrl: string;
  settings: MailSettings;
  timeouts?: SmtpTimeouts;
}

/**
 * Mails the company the digest of the held leads `held`, none when there are none; resolves
 * once the SMTP server took it.
 */
export async function mailHeldDigest(
  held: StoredLead[],
  period: DigestPeriod,
  { smtpUrl, settings, timeouts = defaultSmtpTimeouts }: DigestMailer,
  messageId?: string,
): Promise<void> {
  if (held.length === 0) return;
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
}
