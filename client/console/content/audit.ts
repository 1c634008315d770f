export const auditCopy = {
  title: 'Audit log',
  intro:
    'Every action in the console and the CLI, newest first. Entries are never changed or removed.',
  at: 'When',
  actor: 'Who',
  action: 'What',
  lead: 'Lead',
  detail: 'Detail',
  result: 'Result',
  empty: 'Nothing recorded yet.',
  older: 'Older entries',
  newest: 'Back to the newest',
  pages: 'Pages of the audit log',
} as const;
