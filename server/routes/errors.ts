import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { company } from '../../client/content/company';
import { sendNotFoundPage, type StaticSite } from './staticFiles';

/** An answer we chose, with a sentence fit to show the visitor as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export const sentences = {
  unsupportedMediaType:
    'Please send the message as JSON (Content-Type: application/json) or as a form post.',
  notAnObject:
    'Please send the message as a JSON object with name, email, phone, company and message.',
  invalidJson: 'The request body is not valid JSON.',
  outboxUnavailable: `We could not store your message right now. Please try again in a few minutes, or email us at ${company.email}.`,
  crossSite: (siteUrl: string) =>
    `This form can only be sent from our own website. Please use the contact page at ${siteUrl}/contact, or email us at ${company.email}.`,
  tooManyMessages: (minutes: number) =>
    `Too many messages from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or email us at ${company.email}.`,
};

const byCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: sentences.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: `The message is too large to send. Please shorten it, or email us at ${company.email}.`,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: sentences.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header.',
  FST_ERR_BAD_URL: 'The address of the request is not valid.',
};

/** The status and the sentence a visitor sees; anything not a 4xx is our bug and is logged. */
export function readableError(error: FastifyError, request: FastifyRequest) {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500 || statusCode < 400) {
    request.log.error({ err: error }, 'Request failed');
    return {
      statusCode: 500,
      message: `Something went wrong on our side. Please try again later, or email us at ${company.email}.`,
    };
  }
  const message =
    (error.code && byCode[error.code]) ||
    (error instanceof SyntaxError && sentences.invalidJson) ||
    'The request is not valid.';
  return { statusCode, message };
}

/** Every error is JSON with a readable `error`; never Fastify's bare "Bad Request". */
export function jsonErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { statusCode, message } = readableError(error, request);
  return reply.code(statusCode).send({ error: message });
}

export function createNotFoundHandler(site: StaticSite | undefined) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && site && sendNotFoundPage(site, path, request, reply)) return reply;
    return reply.code(404).send({
      error: isApi
        ? 'There is no API endpoint at this address.'
        : 'There is nothing at this address.',
    });
  };
}
