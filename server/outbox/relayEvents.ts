/**
 * What the relay tells the operations side (metrics, alerts, the status the operator's command
 * reads). Called synchronously at the point where it happens; an observer never throws into the
 * relay and never makes it wait.
 */
export interface DeliveryEvents {
  /** the SMTP server accepted the message and it is in sent/ */
  delivered(id: string): void;
  /** refused for good: the message is in failed/ */
  failed(id: string, error: Error): void;
  /** delivered, but the SMTP server refused this many of the MAIL_TO recipients */
  partiallyRefused(id: string, refusedRecipients: number): void;
  /** not delivered this time (server down, 4xx): it stays pending and is retried */
  deferred(id: string, error: Error): void;
}

export interface SubmissionEvents {
  /** stored in pending/ */
  accepted(id: string): void;
  /** the honeypot was filled and the message kept in spam/ */
  spam(id: string): void;
  /** refused by the per-IP rate limit */
  rateLimited(): void;
}

export type RelayEvents = DeliveryEvents & SubmissionEvents;
