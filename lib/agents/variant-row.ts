import type { Money } from '@/lib/money';

/**
 * One purchasable item as agents and merchant feeds see it: a simple product, or one variation of a
 * master (never the master itself, which cannot be bought). Every surface for agents (the Google and
 * ACP feeds, the Markdown pages, the UCP catalog) is written from these rows,
 * so they all say the same price, availability and identifiers. URLs are absolute.
 */
export interface VariantRow {
  /** The offer's own id: the item's SKU, stable and unique per shop. */
  id: string;
  /** The item's product id: what a cart line, an MCP tool and a UCP checkout line take. */
  itemId: string;
  /** The product the item is offered under: the master's id for a variation, else the item's own. */
  productId: string;
  /** The master's SKU for a variation (Google's `item_group_id`, ACP's `group_id`); null for a simple product. */
  groupId: string | null;
  title: string;
  /** Plain text, as the shop stores product descriptions. */
  description: string;
  url: string;
  imageUrls: string[];
  price: Money;
  /** Units that can still be sold; availability follows from it. */
  stockLevel: number;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  /** The shop sells new goods only (the catalogue has no condition of its own). */
  condition: 'new';
  /** The main category's path, top first ("Women > Scarves"). */
  categoryPath: string[];
  /** What a variation varies by, in the row's language ("Colour": "Red"). Empty for a simple product. */
  options: { name: string; value: string }[];
}

export type Availability = 'in_stock' | 'out_of_stock';

/** Availability from the stock level: what can still be sold is in stock. */
export function availabilityOf(row: Pick<VariantRow, 'stockLevel'>): Availability {
  return row.stockLevel > 0 ? 'in_stock' : 'out_of_stock';
}
