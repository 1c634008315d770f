import { attributionSchema, type Attribution } from '../../client/features/attribution/attribution';
import { attributionField } from '../../client/features/contact/contactMessage';
import { formTokenField, formTokenIssuedAt } from '../../client/features/contact/formToken';
import { parseJsonAs } from '../parseJson';

/**
 * Where the visit came from, as the post tells it: an object in a JSON body, the JSON text the
 * server wrote into the form's hidden field in a form post. The schema drops a bad part and keeps
 * the rest; nothing usable is no attribution, never a lost lead. A form post cannot time the
 * visit, so its form token, written into the page as the server served it, does.
 */
export function postedAttribution(
  fields: Record<string, unknown>,
  formPost: boolean,
  now: number,
): Attribution | undefined {
  const posted = fields[attributionField];
  if (!formPost) return attributionSchema.safeParse(posted).data;
  const attribution = parseJsonAs(attributionSchema, posted);
  if (attribution === undefined) return undefined;
  // The server's figure only: the page it served never says how long the visitor took.
  delete attribution.secondsToSend;
  const token = fields[formTokenField];
  const servedAt = typeof token === 'string' ? formTokenIssuedAt(token) : undefined;
  if (servedAt !== undefined && servedAt <= now) {
    attribution.secondsToSend = Math.round((now - servedAt) / 1000);
  }
  return attribution;
}
