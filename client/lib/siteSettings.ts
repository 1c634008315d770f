import { createContext } from 'react';
import { promisedRetentionDays } from '../content/privacy';

/** Server settings a page states, handed to the render by the prerender (read from server/config.ts). */
export interface SiteSettings {
  retentionDays: number;
}

export const SiteSettingsContext = createContext<SiteSettings>({
  retentionDays: promisedRetentionDays,
});
