import { configuredDestinations, type Config } from '../config';
import { composeMessage } from '../jobs/email/composeMessage';
import type { DestinationName } from '../store/lead';
import { releaseLead, requeueDelivery } from '../store/leadMoves';
import { folderOf, readLead, type StoredLead } from '../store/leads';
import type { Store } from '../store/store';
import { CommandError } from './command';

/**
 * What a person does to one lead, from `npm run outbox` or the console: both call these, so a
 * rule (never mail twice, release only what is held) lives once. A refusal is a sentence, the
 * command's one line.
 */
export class LeadRefusal extends CommandError {
  constructor(
    message: string,
    readonly kind: 'not-found' | 'conflict',
  ) {
    super(message);
  }
}

export async function leadOrRefuse(store: Store, id: string): Promise<StoredLead> {
  const lead = await readLead(store, id);
  if (!lead) throw new LeadRefusal(`No message with id ${id} in ${store.location}`, 'not-found');
  return lead;
}

/** A held lead released: it is delivered like any other, mail and webhook. */
export async function releaseHeld(
  store: Store,
  config: Config,
  id: string,
): Promise<{ consentRecorded: boolean }> {
  const lead = await leadOrRefuse(store, id);
  if (lead.status !== 'held') {
    throw new LeadRefusal(`Message ${id} is ${folderOf(lead)}, not spam`, 'conflict');
  }
  const { released, consentRecorded } = await releaseLead(
    store,
    id,
    configuredDestinations(config),
  );
  if (!released) {
    const now = await readLead(store, id);
    throw new LeadRefusal(
      now === undefined
        ? `Message ${id} was removed by retention while this command ran; nothing released`
        : now.status === 'held' && now.spamMarkedAt !== undefined
          ? `Message ${id} was confirmed as spam in the console; not released (its page there takes the mark back: Not spam)`
          : `Message ${id} was released meanwhile`,
      'conflict',
    );
  }
  return { consentRecorded };
}

export const noWebhook = 'No LEAD_WEBHOOK_URL is configured: there is no CRM webhook to send to';

/**
 * A failed delivery tried again with fresh tries; never an e-mail the inbox already has, never a
 * destination no longer configured (no worker would ever take it).
 */
export async function retryFailed(
  store: Store,
  config: Config,
  id: string,
  destination: DestinationName,
): Promise<void> {
  if (!configuredDestinations(config).includes(destination)) {
    throw new LeadRefusal(noWebhook, 'conflict');
  }
  const lead = await leadOrRefuse(store, id);
  if (destination === 'email') {
    const folder = folderOf(lead);
    if (folder === 'sent') {
      throw new LeadRefusal(
        `Message ${id} was delivered already (it is sent): not sending it twice`,
        'conflict',
      );
    }
    if (folder !== 'failed') {
      const hint = folder === 'spam' ? ` (use \`release ${id}\`)` : '';
      throw new LeadRefusal(`Message ${id} is ${folder}, not failed${hint}`, 'conflict');
    }
  }
  if (!(await requeueDelivery(store, id, destination, ['failed']))) {
    throw new LeadRefusal(
      destination === 'email'
        ? `Message ${id} changed while this command ran; nothing queued`
        : `Lead ${id} is not waiting for a person at the CRM webhook (see \`npm run outbox -- list\`)`,
      'conflict',
    );
  }
}

/** The message as the inbox gets it (or got it): what `show --eml` prints. */
export async function emlOf(lead: StoredLead, config: Config): Promise<string> {
  return lead.eml ?? (await composeMessage(lead, config)).toString('utf8');
}
