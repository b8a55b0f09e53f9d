import { getTranslations } from 'next-intl/server';
import type { FormattedMoney } from '@/lib/money';

export interface CartLine {
  key: string;
  name: string;
  quantity: number;
  singleItemPrice: FormattedMoney;
  price: FormattedMoney;
}

/** A table of line items with quantity, unit and line price. */
export async function CartLines({ lines, caption }: { lines: CartLine[]; caption: string }) {
  const t = await getTranslations('Cart');
  return (
    <table className="cart-lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr><th scope="col">{t('product')}</th><th scope="col">{t('unitPrice')}</th><th scope="col">{t('quantity')}</th><th scope="col">{t('lineTotal')}</th></tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.name}</th>
            <td>{line.singleItemPrice.formatted}</td>
            <td>{line.quantity}</td>
            <td>{line.price.formatted}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
