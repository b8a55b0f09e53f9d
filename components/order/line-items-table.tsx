import styles from './line-items-table.module.css';

export interface LineItemRow {
  key: string;
  name: string;
  variationString: string | null;
  quantity: number;
  singleItemPrice: { formatted: string };
  price: { formatted: string };
}

export interface LineItemLabels {
  caption: string;
  product: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
}

/** Line items as a table (checkout confirmation, order page): name with variation, quantity, unit and line price. */
export function LineItemsTable({ lines, labels }: { lines: LineItemRow[]; labels: LineItemLabels }) {
  return (
    <table className={styles.lines}>
      <caption>{labels.caption}</caption>
      <thead>
        <tr><th scope="col">{labels.product}</th><th scope="col">{labels.quantity}</th><th scope="col">{labels.unitPrice}</th><th scope="col">{labels.lineTotal}</th></tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.name}{line.variationString && <span className={styles.variation}>{line.variationString}</span>}</th>
            <td>{line.quantity}</td>
            <td>{line.singleItemPrice.formatted}</td>
            <td>{line.price.formatted}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
