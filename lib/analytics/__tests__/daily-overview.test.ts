import { dailyOverview, overviewRange } from '../daily-overview';

describe('the owner\'s daily overview', () => {
  it('spans the given number of days up to today in UTC, across a month\'s end', () => {
    expect(overviewRange(3, new Date('2026-03-01T23:30:00-02:00'))).toEqual({ from: '2026-02-28', to: '2026-03-02', days: ['2026-02-28', '2026-03-01', '2026-03-02'] });
    expect(overviewRange(1, new Date('2026-11-29T00:00:00Z')).days).toEqual(['2026-11-29']);
  });

  it('lists every day, a day without counts as zeros, with conversion as orders per visit and the totals', () => {
    const overview = dailyOverview({ days: ['2026-11-27', '2026-11-28', '2026-11-29'] }, [
      { day: '2026-11-27', visits: 3, productViews: 5, carts: 1, orders: 1 },
      { day: '2026-11-29', visits: 0, productViews: 0, carts: 0, orders: 1 },
    ]);
    expect(overview.days).toEqual([
      { day: '2026-11-27', visits: 3, productViews: 5, carts: 1, orders: 1, conversionRate: 0.3333 },
      { day: '2026-11-28', visits: 0, productViews: 0, carts: 0, orders: 0, conversionRate: null },
      { day: '2026-11-29', visits: 0, productViews: 0, carts: 0, orders: 1, conversionRate: null },
    ]);
    expect(overview.totals).toEqual({ visits: 3, productViews: 5, carts: 1, orders: 2, conversionRate: 0.6667 });
  });
});
