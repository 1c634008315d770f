/**
 * What the webhook destination tells the operations side (metrics, alerts), called where it
 * happens; an observer never throws into the delivery and never makes it wait.
 */
export interface WebhookEvents {
  /** the CRM answered 2xx */
  delivered(id: string, receivedAt: string): void;
  /** not delivered this time (down, timeout, 5xx, 429): tried again later */
  deferred(id: string, reason: string): void;
  /** parked in webhook/failed for a person: refused (4xx) or gave up */
  failed(id: string, reason: string): void;
  /** 410: the endpoint said it is gone; nothing more is sent to it until a restart */
  disabled(reason: string): void;
}
