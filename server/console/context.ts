import type { AddressLimit } from '../addressLimit';
import type { Config, SessionLimits } from '../config';
import type { Store } from '../store/store';
import type { CookieSettings } from './guards';

/** What every part of the console's API works with. */
export interface ConsoleContext {
  store: Store;
  config: Config;
  cookie: CookieSettings;
  limits: SessionLimits;
  /** sign-in and enrolment attempts per address */
  signInLimit: AddressLimit;
  /** A person's action queued a job: the job runner takes it now, not at its next look. */
  queued: () => void;
}
