export const accountCopy = {
  title: 'Account',
  passkeys: 'Your passkeys',
  passkeysIntro:
    'Keep a second passkey (another phone, a security key) so losing one device never locks you out.',
  created: 'Added',
  lastUsed: 'last used',
  never: 'Never',
  removeOne: (name: string) => `Remove passkey ${name}`,
  removeConfirm: (name: string, current: boolean) =>
    current
      ? `Remove the passkey "${name}"? It will no longer sign you in, and this browser, signed in with it, will be signed out.`
      : `Remove the passkey "${name}"? It will no longer sign you in, and every browser signed in with it will be signed out.`,
  removed: 'The passkey is removed, and every browser signed in with it is signed out.',
  removedSignedOut:
    'The passkey is removed, and this browser, signed in with it, is signed out. Sign in with another passkey.',
  signedInWith: 'This browser signed in with it',
  addTitle: 'Add a passkey',
  newName: 'Name for the new passkey',
  newNameHint: 'Optional, for example "Office laptop" or "Security key".',
  add: 'Add a passkey',
  adding: 'Waiting for your passkey…',
  added: 'The passkey is added.',
  addCancelled: 'No passkey was added.',
  sessions: 'Your sessions',
  sessionsIntro: 'Every browser signed in as you. End any you do not recognise.',
  started: 'Signed in',
  lastSeen: 'last active',
  thisOne: 'This browser',
  end: 'End',
  endOne: (device: string) => `End the session on ${device}`,
  ended: 'The session is ended.',
} as const;
