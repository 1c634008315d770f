import {
  crmSecret,
  listenAsCrm,
  type WebhookReceiver,
} from '../../server/jobs/webhook/crmReceiver';
import { startOwnServer, type OwnServer } from './ownServer';
import { test as guarded } from './test';

export interface CrmSite extends OwnServer {
  /** the CRM the site's webhook posts every lead to, verifying each with standardwebhooks */
  crm: WebhookReceiver;
}

/**
 * The guarded `test` on a production server of its own that also sends every lead to a CRM
 * (LEAD_WEBHOOK_URL): one per worker, which every test of the spec visits as its baseURL.
 */
export const test = guarded.extend<object, { crmSite: CrmSite }>({
  crmSite: [
    // Playwright reads which fixtures this needs from the pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const crm = await listenAsCrm();
      const server = await startOwnServer('crm-site', {
        LEAD_WEBHOOK_URL: crm.url,
        LEAD_WEBHOOK_SECRET: crmSecret,
        LEAD_WEBHOOK_ALLOW_HTTP: 'true',
      });
      await provide({ ...server, crm });
      await server.stop();
      await crm.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ crmSite }, provide) => provide(crmSite.baseUrl),
});

/** What the CRM received for the lead `id`, verified; undefined until it arrives. */
export function crmLead(site: CrmSite, id: string): { data?: Record<string, unknown> } | undefined {
  const request = site.crm.requests.find((received) => received.headers['webhook-id'] === id);
  return request?.verified as { data?: Record<string, unknown> } | undefined;
}
