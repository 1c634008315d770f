import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: a session token or an invite's. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a copy of the tables gives nobody a way in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newId = () => randomBytes(12).toString('base64url');
