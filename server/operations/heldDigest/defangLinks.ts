/** A URL's scheme, written so no mail client makes a link of it: hxxps://, fxp://. */
const scheme = /\b(h)tt(ps?)(?=:\/\/)|\b(f)t(p)(?=:\/\/)/gi;
/** A host name: labels joined by dots, ending in a letters-only top-level domain. */
const hostName = /(?<![\p{L}\p{N}-])(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?![\p{L}\p{N}-])/gu;

/**
 * Text a spammer wrote, made unclickable the way security teams share indicators: hxxps:// for
 * the scheme and [.] for each dot of a host name (example[.]com, also in an e-mail address), so
 * a mail client turns neither into a link. A person can still read, and type, every one.
 */
export function defangLinks(text: string): string {
  return text
    .replace(scheme, (_match, h, ps, f, p) => (h ? `${h}xx${ps}` : `${f}x${p}`))
    .replace(hostName, (host) => host.replaceAll('.', '[.]'));
}
