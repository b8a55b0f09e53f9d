import styles from './checkout.module.css';

export interface TotalsRow {
  label: string;
  value: string;
  /** The grand total, shown larger. */
  strong?: boolean;
}

/** The money summary of a cart or an order as a description list. */
export function TotalsList({ rows }: { rows: TotalsRow[] }) {
  return (
    <dl className={styles.totals}>
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? styles.grandTotal : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
