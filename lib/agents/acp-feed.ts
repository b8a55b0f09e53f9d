import { decimalPrice } from '@/lib/seo/product-json-ld';
import { availabilityOf, type VariantRow } from './variant-row';

/**
 * The Agentic Commerce Protocol's product feed (OpenAI's "Products" file-upload specification,
 * developers.openai.com/commerce/specs/file-upload/products, the version marked "currently stable") as
 * JSON Lines: one object per purchasable item, written a row at a time.
 */
export interface AcpSeller {
  name: string;
  /** The shop's home page. */
  url: string;
  /** ISO 3166-1 alpha-2 codes of the countries the shop delivers to; the first stands for the store's own. */
  countries: string[];
}

const LIMITS = { itemId: 100, groupId: 70, title: 150, description: 5000 } as const;
const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** One line of the feed, with its line feed. JSON.stringify escapes every control character a hostile name may hold. */
export function acpFeedLine(row: VariantRow, seller: AcpSeller): string {
  const [image, ...more] = row.imageUrls;
  const line = {
    // Checkout through ChatGPT needs the protocol's checkout endpoints, which this shop does not offer yet.
    is_eligible_search: true,
    is_eligible_checkout: false,
    item_id: truncate(row.id, LIMITS.itemId),
    title: truncate(row.title, LIMITS.title),
    description: truncate(row.description || row.title, LIMITS.description),
    url: row.url,
    ...(row.brand ? { brand: row.brand } : {}),
    ...(row.gtin ? { gtin: row.gtin } : {}),
    ...(row.mpn ? { mpn: row.mpn } : {}),
    condition: row.condition,
    ...(row.categoryPath.length ? { product_category: row.categoryPath.join(' > ') } : {}),
    ...(image ? { image_url: image } : {}),
    ...(more.length ? { additional_image_urls: more } : {}),
    price: `${decimalPrice(row.price)} ${row.price.currency}`,
    availability: availabilityOf(row),
    inventory_quantity: Math.max(0, row.stockLevel),
    listing_has_variations: row.groupId !== null,
    ...(row.groupId ? { group_id: truncate(row.groupId, LIMITS.groupId) } : {}),
    ...(row.options.length ? { variant_dict: Object.fromEntries(row.options.map((o) => [o.name, o.value])) } : {}),
    seller_name: seller.name,
    seller_url: seller.url,
    ...(seller.countries.length ? { store_country: seller.countries[0], target_countries: seller.countries } : {}),
  };
  return `${JSON.stringify(line)}\n`;
}
