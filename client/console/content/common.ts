/** Words every console view shares. */
export const commonCopy = {
  productName: 'Console',
  documentTitle: (view: string) => `${view} · Console`,
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  retry: 'Try again',
  offline: 'The console cannot reach the server. Check the connection and try again.',
  failed: (status: number) => `The server could not do that (HTTP ${status}). Try again.`,
  unexpected: 'That did not work. Try again.',
  none: '—',
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
  close: 'Close',
  notFound: 'There is no such page in the console.',
  backToLeads: 'Back to the leads',
} as const;
