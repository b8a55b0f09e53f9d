import 'server-only';
import pino, { type LevelWithSilent, type Logger } from 'pino';

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The level of LOG_LEVEL: info unless set, silent under Jest (whose tests assert on the logger, not its output). */
export function logLevel(env: NodeJS.ProcessEnv): LevelWithSilent {
  const value = env.LOG_LEVEL?.trim().toLowerCase();
  if (!value) return env.NODE_ENV === 'test' ? 'silent' : 'info';
  if (!(LEVELS as readonly string[]).includes(value)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not ${env.LOG_LEVEL}`);
  return value as LevelWithSilent;
}

/**
 * Fields whose values never reach a log line, at the top of an entry or one level down (an error's
 * `headers`, a `user`): credentials and the personal data a shopper gives.
 */
const PRIVATE_FIELDS = ['authorization', 'cookie', 'set-cookie', 'password', 'token', 'secret', 'email'];
const REDACTED_PATHS = PRIVATE_FIELDS.flatMap((field) => {
  const key = /^\w+$/.test(field) ? field : `["${field}"]`;
  return [key, key.startsWith('[') ? `*${key}` : `*.${key}`];
});

/** Builds a logger writing one JSON object per line to stdout; tests hand it another destination. */
export function createLogger(level: LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Level names and ISO times read better to an operator than numbers, and every log store parses them.
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The server's logger: `log.warn({ requestId, err }, 'what happened')`. Fields carry the facts (the
 * request id where there is one, errors under `err`); the message stays a constant sentence, so lines
 * can be counted and searched.
 */
export const log: Logger = createLogger(logLevel(process.env));
