/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { AnalyticsModule } from '../analytics-module';
import { ANALYTICS_TEXT_KEYS, type AnalyticsText } from '../labels';

const text = Object.fromEntries(ANALYTICS_TEXT_KEYS.map((key) => [key, key])) as AnalyticsText;
Object.assign(text, { visits: 'Visits', orders: 'Orders', conversion: 'Conversion', total: 'Last {days} days', noVisits: '–' });

const overview = {
  days: [
    { day: '2026-11-28', visits: 0, productViews: 0, carts: 0, orders: 0, conversionRate: null },
    { day: '2026-11-29', visits: 1200, productViews: 300, carts: 12, orders: 30, conversionRate: 0.025 },
  ],
  totals: { visits: 1200, productViews: 300, carts: 12, orders: 30, conversionRate: 0.025 },
};

describe('the analytics module', () => {
  it('shows each day, newest first, with its counts and conversion, and the totals, as a table with headers', () => {
    render(<AnalyticsModule overview={overview} text={text} language="en" />);
    const rows = within(screen.getByRole('table', { name: 'caption' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'dayVisitsproductViewscartsOrdersConversion',
      'Sun, Nov 291,20030012302.5%',
      'Sat, Nov 280000–',
      'Last 2 days1,20030012302.5%',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Sun, Nov 29' })).toBeInTheDocument();
  });
});
