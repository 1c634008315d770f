import { points } from './weights';

/** The screen's layers, as SPAM_LAYERS_OFF names them. */
export const spamLayers = ['token', 'timing', 'honeypot', 'content', 'campaign'] as const;
export type SpamLayer = (typeof spamLayers)[number];

/**
 * One thing that counted against a message: its layer, its points and why, in words. An unsure
 * reason is one people meet now and then: it can mark a message, never hold it.
 */
export interface ScreenReason {
  layer: SpamLayer;
  points: number;
  why: string;
  unsure?: true;
}

type Weight = keyof typeof points;

export const sureReason = (layer: SpamLayer, weight: Weight, why: string): ScreenReason => ({
  layer,
  points: points[weight],
  why,
});

export const unsureReason = (layer: SpamLayer, weight: Weight, why: string): ScreenReason => ({
  ...sureReason(layer, weight, why),
  unsure: true,
});
