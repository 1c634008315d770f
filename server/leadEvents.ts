import type { DestinationName } from './store/lead';

/**
 * What happens to leads, told to whoever watches (metrics, alerts, the log) at the point where it
 * happens. One type for every stage; an observer never throws into the stage and never makes it
 * wait.
 */
export type LeadEvent =
  | { type: 'accepted'; leadId: string }
  | { type: 'held'; leadId: string; score: number }
  | { type: 'rate-limited' }
  | { type: 'delivered'; destination: DestinationName; leadId: string; receivedAt: string }
  /** not delivered this time, tried again later; `error` as the destination reported it */
  | {
      type: 'deferred';
      destination: DestinationName;
      leadId: string;
      reason: string;
      error?: Error;
    }
  /** parked for a person */
  | { type: 'failed'; destination: DestinationName; leadId: string; reason: string; error?: Error }
  /** the destination said it is gone (410): nothing more is sent to it until a restart */
  | { type: 'disabled'; destination: DestinationName; reason: string };

export type LeadObserver = (event: LeadEvent) => void;

export class LeadEvents {
  private readonly observers = new Set<LeadObserver>();

  constructor(private readonly onObserverError: (error: unknown, event: LeadEvent) => void) {}

  subscribe(observer: LeadObserver): void {
    this.observers.add(observer);
  }

  emit(event: LeadEvent): void {
    for (const observer of this.observers) {
      try {
        observer(event);
      } catch (error) {
        this.onObserverError(error, event);
      }
    }
  }
}
