import 'server-only';
import type { Logger } from 'pino';
import { createLogger, logLevel } from './logger.mjs';

export { createLogger, logLevel };

/**
 * The server's logger: `log.warn({ requestId, err }, 'what happened')`. Fields carry the facts (the
 * request id where there is one, errors under `err`); the message stays a constant sentence, so lines
 * can be counted and searched.
 */
export const log: Logger = createLogger(logLevel(process.env));
