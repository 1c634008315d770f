/** Sent by the dev server (server/dev/livePagePlugin.ts) when the open page's markup may have changed. */
export const pageChangedEvent = 'dev:page-changed';
