import type { DailyAnalyticsPayload } from '@/lib/contract/analytics';
import { fill } from '../../labels';
import type { AnalyticsText } from './labels';
import workbench from '../../workbench.module.css';
import styles from './analytics-module.module.css';

export interface AnalyticsModuleProps {
  overview: DailyAnalyticsPayload;
  text: AnalyticsText;
  /** The owner's language: numbers and days are written in it. */
  language: string;
}

type Counts = Omit<DailyAnalyticsPayload['totals'], 'conversionRate'>;
const COLUMNS: (keyof Counts)[] = ['visits', 'productViews', 'carts', 'orders'];

/**
 * The owner's cookie-free overview: visits, product views, carts, orders and conversion per day for the
 * last days, newest first, as a table (the figures) under a bar chart of the visits (a picture of the
 * same, hidden from screen readers, which read the table). Rendered on the server when the module opens:
 * it brings no script of its own.
 */
export function AnalyticsModule({ overview, text, language }: AnalyticsModuleProps) {
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' });
  const conversion = (rate: number | null) => (rate === null ? text.noVisits : percent.format(rate));
  const most = Math.max(1, ...overview.days.map((day) => day.visits));
  const period = fill(text.total, { days: overview.days.length });
  return (
    <section className={styles.module} aria-labelledby="analytics-module-heading">
      <h2 id="analytics-module-heading" className={workbench.heading}>{text.heading}</h2>
      <p className={styles.intro}>{text.intro}</p>
      <div className={styles.chart} aria-hidden="true" title={text.chart}>
        {overview.days.map((day) => <span key={day.day} className={styles.bar} style={{ blockSize: `${(day.visits / most) * 100}%` }} />)}
      </div>
      {/* Six columns are wider than a narrow panel: the table scrolls in its own box, by keyboard too; its name
          stands above the box, so that it wraps in the panel. */}
      <h3 id="analytics-module-table" className={styles.caption}>{text.caption}</h3>
      <div className={styles.scroll} role="region" aria-labelledby="analytics-module-table" tabIndex={0}>
        <table className={styles.table} aria-labelledby="analytics-module-table">
          <thead>
            <tr>
              <th scope="col">{text.day}</th>
              {COLUMNS.map((column) => <th key={column} scope="col">{text[column]}</th>)}
              <th scope="col">{text.conversion}</th>
            </tr>
          </thead>
          <tbody>
            {overview.days.toReversed().map((day) => (
              <tr key={day.day}>
                <th scope="row"><time dateTime={day.day}>{date.format(new Date(`${day.day}T00:00:00Z`))}</time></th>
                {COLUMNS.map((column) => <td key={column}>{number.format(day[column])}</td>)}
                <td>{conversion(day.conversionRate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{period}</th>
              {COLUMNS.map((column) => <td key={column}>{number.format(overview.totals[column])}</td>)}
              <td>{conversion(overview.totals.conversionRate)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
