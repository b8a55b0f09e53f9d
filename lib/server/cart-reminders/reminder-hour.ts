/** An hour of the owner's reminder delay, in milliseconds. */
const HOUR_MS = 60 * 60 * 1000;

/**
 * The length of an hour of the reminder delay: an hour, unless CART_REMINDER_HOUR_MS shortens it (at
 * least 1 s). Only the end-to-end run sets it, so that a cart left "an hour" ago is due within seconds
 * and its reminder can be followed from checkout to the mail sink.
 */
export function reminderHourMs(value: string | undefined = process.env.CART_REMINDER_HOUR_MS): number {
  if (value === undefined || value.trim() === '') return HOUR_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000 || ms > HOUR_MS) throw new Error(`CART_REMINDER_HOUR_MS must be a whole number of milliseconds from 1000 to ${HOUR_MS}, not ${value}`);
  return ms;
}
