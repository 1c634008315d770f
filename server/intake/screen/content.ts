import type { ContactMessage } from '../../../client/features/contact/contactMessage';
import { disposableEmailReasons } from './disposableEmail';
import { foreignScriptReasons } from './foreignScript';
import type { ScreenReason } from './layers';
import { linkReasons } from './links';
import { sellingReasons } from './sellingToUs';

/** What the message says and who it says it is from. The name counts too: bots put links in it. */
export function contentReasons(message: ContactMessage): ScreenReason[] {
  const text = `${message.name}\n${message.company}\n${message.message}`;
  return [
    ...linkReasons(`${message.name}\n${message.message}`),
    ...foreignScriptReasons(message.message),
    ...sellingReasons(text),
    ...disposableEmailReasons(message.email),
  ];
}
