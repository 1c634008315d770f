import { useRouter } from 'wouter';

/** A lead's address, in the console and in its API: any id the store holds ("a#b?", "x (1)"). */
export const leadPath = (id: string) => `/leads/${encodeURIComponent(id)}`;

/**
 * The id in a lead page's address. wouter's params went through decodeURI, which leaves "#",
 * "?", "&", "/" and the like encoded: this reads the address as the browser has it instead.
 */
export function useLeadIdInPath(): string {
  const router = useRouter();
  const [path] = router.hook(router);
  const segment = /\/leads\/([^/]*)\/?$/.exec(path)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    // A "%" typed into the address bar, not followed by two hex digits, is itself.
    return segment;
  }
}
