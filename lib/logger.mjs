// @ts-check
// The logger's construction, in plain JavaScript so that code Next.js loads unbundled (the page cache
// handler) logs exactly as the server does; the server's own logger is `log` in lib/log.ts.
import pino from 'pino';

/** @type {readonly import('pino').LevelWithSilent[]} */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The level of LOG_LEVEL: info unless set, silent under Jest (whose tests assert on the logger, not its output).
 * @param {NodeJS.ProcessEnv} env
 * @returns {import('pino').LevelWithSilent}
 */
export function logLevel(env) {
  const value = env.LOG_LEVEL?.trim().toLowerCase();
  if (!value) return env.NODE_ENV === 'test' ? 'silent' : 'info';
  if (!(/** @type {readonly string[]} */ (LEVELS)).includes(value)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not ${env.LOG_LEVEL}`);
  return /** @type {import('pino').LevelWithSilent} */ (value);
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

/**
 * Builds a logger writing one JSON object per line to stdout; tests hand it another destination.
 * @param {import('pino').LevelWithSilent} level
 * @param {import('pino').DestinationStream} [destination]
 * @returns {import('pino').Logger}
 */
export function createLogger(level, destination) {
  /** @type {import('pino').LoggerOptions} */
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Level names and ISO times read better to an operator than numbers, and every log store parses them.
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
