import type { Role } from '../api/types';

export const roleLabels: Record<Role, string> = {
  owner: 'Owner: works the leads, manages users, reads the audit log',
  member: 'Member: works the leads',
};

export const usersCopy = {
  title: 'Users',
  email: 'E-mail',
  role: 'Role',
  roleOf: (role: Role) => (role === 'owner' ? 'Owner' : 'Member'),
  passkeyCount: (count: number) => `${count} ${count === 1 ? 'passkey' : 'passkeys'}`,
  lastSignIn: 'last sign-in',
  created: 'added',
  never: 'never',
  revokeOne: (email: string) => `Revoke ${email}`,
  revokeConfirm: (email: string) =>
    `Revoke ${email}? Their passkeys are removed and every session of theirs ends at once. A new invitation lets them back in.`,
  revoked: (email: string) => `${email} is revoked.`,
  inviteTitle: 'Invite someone',
  inviteIntro:
    'The link works once, for 60 minutes. Send it to them yourself: whoever opens it first creates the passkey.',
  invite: 'Create an invitation link',
  invited: 'The invitation link is ready.',
  link: 'Invitation link',
  expires: 'Expires',
  copy: 'Copy the link',
  copied: 'The link is copied.',
  copyFailed: 'The browser would not copy it: select the link and copy it by hand.',
} as const;
