import { createContext } from 'react';
import { promisedInsightRetentionDays, promisedRetentionDays } from '../content/privacy';

/** Server settings a page states, handed to the render by the prerender (read from server/config.ts). */
export interface SiteSettings {
  retentionDays: number;
  insightRetentionDays: number;
}

export const SiteSettingsContext = createContext<SiteSettings>({
  retentionDays: promisedRetentionDays,
  insightRetentionDays: promisedInsightRetentionDays,
});
