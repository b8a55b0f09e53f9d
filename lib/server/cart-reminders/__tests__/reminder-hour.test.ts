import { reminderHourMs } from '../reminder-hour';

describe('reminderHourMs', () => {
  it('is an hour unless CART_REMINDER_HOUR_MS shortens it to a whole number of milliseconds from 1 s', () => {
    expect(reminderHourMs(undefined)).toBe(3_600_000);
    expect(reminderHourMs(' ')).toBe(3_600_000);
    expect(reminderHourMs('1000')).toBe(1000);
    for (const bad of ['999', '1.5', 'soon', '3600001']) expect(() => reminderHourMs(bad)).toThrow(/CART_REMINDER_HOUR_MS/);
  });
});
