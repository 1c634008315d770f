import {
  CommandError,
  noMoreArguments,
  onStore,
  readArguments,
  type CommandContext,
} from '../operations/command';
import { showControls } from '../controlCharacters';
import { audit, readAudit } from '../store/audit';
import { createInvite, normalEmail } from './invites';
import { listUsers, passkeysOf, findUserByEmail, revokeUser } from './people';

const usage = `Usage: npm run console -- <command>
  invite <email> [--role owner|member]
                     print a one-time enrolment link (60 minutes, single use); member by default
  users              the users, their passkeys and their last sign-in
  revoke <email>     remove the user's passkeys and open invites, end every session at once
  audit [--limit N]  the audit log, newest first (100 by default)`;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function oneEmail(positionals: string[], command: string): string {
  const [email, ...extra] = positionals;
  if (email === undefined || !emailPattern.test(email)) {
    throw new CommandError(
      `${command} needs an e-mail address, e.g. ${command} jane@example.com`,
      2,
    );
  }
  noMoreArguments(extra);
  return normalEmail(email);
}

/**
 * `npm run console`: the root of trust. The first owner gets in by an invite printed here, and an
 * owner who lost every passkey gets a new one the same way.
 */
export async function runConsoleCommand(
  argv: string[],
  { config, print, printError }: CommandContext & { printError(line: string): void },
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    print(usage);
    return name === undefined ? 2 : 0;
  }
  const say = (text: string) => print(showControls(text));
  return onStore(config, printError, async (store) => {
    const { values, positionals } = readArguments(rest, {
      role: { type: 'string' },
      limit: { type: 'string' },
    });
    if (name === 'invite') {
      const email = oneEmail(positionals, 'invite');
      const role = values.role ?? 'member';
      if (role !== 'owner' && role !== 'member') {
        throw new CommandError(`--role is owner or member, got ${role}`, 2);
      }
      const { link, expiresAt } = await createInvite(store, {
        email,
        role,
        origin: new URL(config.siteUrl).origin,
      });
      await audit(store, { actor: 'cli', action: 'invite', detail: `${email} as ${role}` });
      say(`Enrolment link for ${email} (${role}), single use, valid until ${expiresAt}:\n${link}`);
    } else if (name === 'users') {
      noMoreArguments(positionals);
      const users = await listUsers(store);
      if (users.length === 0)
        say('No console users yet: `npm run console -- invite <email> --role owner`');
      for (const user of users) {
        const found = await findUserByEmail(store, user.email);
        const passkeys = found ? await passkeysOf(store, found.id) : [];
        say(
          `${user.email}  ${user.role}  last sign-in ${user.lastSignInAt ?? 'never'}  passkeys ${passkeys.length}` +
            passkeys
              .map(
                (passkey) =>
                  `\n  ${passkey.name} (added ${passkey.createdAt}, last used ${passkey.lastUsedAt ?? 'never'})`,
              )
              .join(''),
        );
      }
    } else if (name === 'revoke') {
      const email = oneEmail(positionals, 'revoke');
      if (!(await revokeUser(store, email))) throw new CommandError(`No console user ${email}`);
      await audit(store, { actor: 'cli', action: 'revoke', detail: email });
      say(
        `Revoked ${email}: every session ended, every passkey and open invite removed. A new invite lets them back in.`,
      );
    } else if (name === 'audit') {
      noMoreArguments(positionals);
      const limit = Number(values.limit ?? '100');
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
        throw new CommandError('--limit is a whole number from 1 to 10000', 2);
      }
      const { entries } = await readAudit(store, { limit });
      if (entries.length === 0) say('The audit log is empty');
      for (const entry of entries) {
        say(
          [entry.at, entry.actor, entry.action, entry.leadId ?? '-', entry.result, entry.detail]
            .join('  ')
            .trimEnd(),
        );
      }
    } else {
      throw new CommandError(
        `Unknown command ${name}: expected one of invite, users, revoke, audit`,
        2,
      );
    }
  });
}
