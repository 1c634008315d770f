import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isMissing } from '../../fileErrors';
import { syncDirectory } from '../../outbox/outbox';
import type { Outbox } from '../../outbox/outbox';
import type { DeliveryRecord } from '../deliveryRecord';

/**
 * The CRM webhook's state of each lead, beside the e-mail's: OUTBOX_DIR/webhook/<folder>/<id>.json,
 * its DeliveryRecord (an empty file: queued, not tried yet). `pending`: to be delivered (queued
 * when the lead was accepted or released, or by the operator's retry or replay); `sent`: the CRM
 * answered 2xx; `failed`: parked for a person. The folder is the state: a lead is in one of them,
 * written durably there before leaving the other, so a crash in between leaves it in both, where
 * `pending` wins: sent again, never lost (at least once, under the same webhook-id).
 */
export type WebhookFolder = 'pending' | 'sent' | 'failed';
const webhookFolderNames: WebhookFolder[] = ['pending', 'sent', 'failed'];

export class WebhookQueue {
  constructor(private readonly outbox: Outbox) {}

  private folder(folder: WebhookFolder): string {
    return join('webhook', folder);
  }

  private path(folder: WebhookFolder, id: string): string {
    return join(this.outbox.dir, this.folder(folder), `${id}.json`);
  }

  async init(): Promise<void> {
    for (const folder of webhookFolderNames) {
      await mkdir(join(this.outbox.dir, this.folder(folder)), { recursive: true });
    }
  }

  /** Durable before it returns: the lead is queued even if the process dies the next moment. */
  async enqueue(id: string): Promise<void> {
    const create = () => open(this.path('pending', id), 'w');
    // Someone removed the outbox while we run: recreate it rather than refuse every lead.
    const handle = await create().catch(async (error: unknown) => {
      if (!isMissing(error)) throw error;
      await this.init();
      return create();
    });
    await handle.close();
    await syncDirectory(join(this.outbox.dir, this.folder('pending')));
  }

  /** Queues the lead again (retry, replay), then takes it out of `from`. */
  async requeue(id: string, from: Exclude<WebhookFolder, 'pending'>): Promise<void> {
    await this.enqueue(id);
    await rm(this.path(from, id), { force: true });
  }

  /** Drops the entry a lead was queued with but never stored under (its store failed). */
  async unqueue(id: string): Promise<void> {
    await rm(this.path('pending', id), { force: true });
  }

  async list(folder: WebhookFolder): Promise<string[]> {
    try {
      const names = await readdir(join(this.outbox.dir, this.folder(folder)));
      return names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -5))
        .sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  /** Where the lead stands, pending first; undefined: never queued for the webhook. */
  async folderOf(id: string): Promise<WebhookFolder | undefined> {
    for (const folder of webhookFolderNames) {
      try {
        await stat(this.path(folder, id));
        return folder;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return undefined;
  }

  /** The record in `folder`; undefined when the lead is not there or was never tried. */
  async read(folder: WebhookFolder, id: string): Promise<DeliveryRecord | undefined> {
    try {
      const text = await readFile(this.path(folder, id), 'utf8');
      return text === '' ? undefined : (JSON.parse(text) as DeliveryRecord);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async writePending(id: string, record: DeliveryRecord): Promise<void> {
    await this.outbox.writeDurably(
      this.folder('pending'),
      `${id}.json`,
      Buffer.from(JSON.stringify(record)),
    );
  }

  /** The final record first, then out of pending: a crash between means one more delivery. */
  async settle(id: string, folder: Exclude<WebhookFolder, 'pending'>, record: DeliveryRecord) {
    await this.outbox.writeDurably(
      this.folder(folder),
      `${id}.json`,
      Buffer.from(JSON.stringify(record)),
    );
    await rm(this.path('pending', id), { force: true });
  }

  /**
   * Delivered: the pending entry, as it is, renamed into sent/, without waiting for the disk (a
   * delivered lead's record is its folder). A power cut that loses the rename sends the lead
   * once more, which at least once allows; an fsync per lead would slow the visitors' own.
   */
  async delivered(id: string): Promise<void> {
    await rename(this.path('pending', id), this.path('sent', id));
  }
}

/** Retention keeps a lead whose webhook is still to be delivered or waits for a person. */
export async function isWebhookUndelivered(outbox: Outbox, id: string): Promise<boolean> {
  const folder = await new WebhookQueue(outbox).folderOf(id);
  return folder === 'pending' || folder === 'failed';
}
