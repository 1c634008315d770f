import { isValid } from 'mailchecker';
import { unsureReason, type ScreenReason } from './layers';

/**
 * Privacy relays forward to a person's real inbox and stay theirs: Apple's Hide My Email,
 * DuckDuckGo, Firefox Relay, SimpleLogin, addy.io (formerly AnonAddy, which also gives each
 * user a subdomain) and Proton Pass. mailchecker lists several of them with the throwaway
 * inboxes; here they are people.
 */
const privacyRelayDomains = [
  'privaterelay.appleid.com',
  'duck.com',
  'mozmail.com',
  'simplelogin.com',
  'simplelogin.co',
  'simplelogin.fr',
  'aleeas.com',
  'slmail.me',
  'slmails.com',
  'silomails.com',
  '8alias.com',
  '8shield.net',
  'dralias.com',
  'addy.io',
  'anonaddy.com',
  'anonaddy.me',
  'addymail.com',
  'passmail.net',
  'passmail.com',
  'passinbox.com',
];

function isPrivacyRelay(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return privacyRelayDomains.some((relay) => domain === relay || domain.endsWith(`.${relay}`));
}

/** mailchecker's maintained list of throwaway-address domains (and its own syntax check). */
export function disposableEmailReasons(email: string): ScreenReason[] {
  return isPrivacyRelay(email) || isValid(email)
    ? []
    : [unsureReason('content', 'disposableEmail', 'a disposable e-mail domain')];
}
