/** One day of the owner's overview: counts of that day (UTC) and the share of visits that ordered. */
export interface DailyOverviewDay {
  day: string;
  visits: number;
  productViews: number;
  carts: number;
  orders: number;
  /** Orders per visit (0.025 is 2.5 %), null on a day without visits. */
  conversionRate: number | null;
}

export interface DailyOverview {
  days: DailyOverviewDay[];
  totals: Omit<DailyOverviewDay, 'day'>;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first and last day (YYYY-MM-DD, UTC) of the `days` days up to today, and each day between. */
export function overviewRange(days: number, now: Date): { from: string; to: string; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const list = Array.from({ length: days }, (_, index) => isoDay(today - (days - 1 - index) * DAY_MS));
  return { from: list[0]!, to: list.at(-1)!, days: list };
}

const rate = (orders: number, visits: number) => (visits === 0 ? null : Math.round((orders / visits) * 10_000) / 10_000);

/** Every day of the range, a day without counts as zeros, and the range's totals. */
export function dailyOverview(
  range: { days: string[] },
  rows: { day: string; visits: number; productViews: number; carts: number; orders: number }[],
): DailyOverview {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = range.days.map((day) => {
    const row = byDay.get(day);
    const counts = { visits: row?.visits ?? 0, productViews: row?.productViews ?? 0, carts: row?.carts ?? 0, orders: row?.orders ?? 0 };
    return { day, ...counts, conversionRate: rate(counts.orders, counts.visits) };
  });
  const sum = (key: 'visits' | 'productViews' | 'carts' | 'orders') => days.reduce((total, day) => total + day[key], 0);
  const totals = { visits: sum('visits'), productViews: sum('productViews'), carts: sum('carts'), orders: sum('orders') };
  return { days, totals: { ...totals, conversionRate: rate(totals.orders, totals.visits) } };
}
