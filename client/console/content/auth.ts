/** Sign-in, enrolment and the step-up asked before a sensitive action. */
export const authCopy = {
  signIn: {
    title: 'Sign in',
    intro: 'The console signs you in with a passkey: your fingerprint, face, PIN or security key.',
    email: 'E-mail',
    emailHint: 'Your browser may offer your passkey here; or use the button.',
    button: 'Sign in with a passkey',
    working: 'Waiting for your passkey…',
    cancelled: 'The passkey sign-in was cancelled or timed out. Try again when ready.',
    noAccount: 'No account yet? Ask an owner for an invitation link.',
  },
  enrol: {
    title: 'Create your passkey',
    checking: 'Checking your invitation…',
    intro: (email: string, role: string) =>
      `You are invited as ${email} (${role}). Create a passkey on this device to finish.`,
    button: 'Create a passkey',
    working: 'Waiting for your passkey…',
    noToken: 'This page needs the link from your invitation. Open the link you were sent.',
    cancelled: 'The passkey was not created. Try again when ready.',
    done: 'Your passkey is set up. Welcome to the console.',
  },
  reauth: {
    title: 'Confirm it is you',
    body: 'This action needs a fresh passkey check (they last five minutes).',
    button: 'Confirm with a passkey',
    working: 'Waiting for your passkey…',
    cancelled: 'The passkey check was cancelled, so nothing was changed.',
  },
  signOut: 'Sign out',
  signedOut: 'You are signed out.',
  sessionEnded: 'Your session has ended. Sign in again.',
} as const;
