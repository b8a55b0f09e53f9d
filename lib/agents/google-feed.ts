import { decimalPrice } from '@/lib/seo/product-json-ld';
import { escapeXml } from '@/lib/xml-text';
import { availabilityOf, type VariantRow } from './variant-row';

/**
 * Google Merchant Center's product data specification (support.google.com/merchants/answer/7052112)
 * as an RSS 2.0 feed with the `g:` namespace, written a row at a time so that a catalogue of any size
 * streams through constant memory: `googleFeedHead`, `googleFeedItem` per row, `GOOGLE_FEED_TAIL`.
 */
const LIMITS = { id: 50, title: 150, description: 5000, productType: 750, option: 100 } as const;
const MAX_ADDITIONAL_IMAGES = 10;

/** Google names colour and size attributes of its own; a variation's other options go to `product_detail`. */
const COLOUR = /^(colou?r|farbe|couleur|colore|kleur|cor|barva|färg|farve|väri|farge|цвет)$/i;
const SIZE = /^(size|größe|groesse|taille|talla|taglia|maat|tamanho|velikost|storlek|størrelse|koko|размер)$/i;

const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const element = (name: string, value: string | null | undefined) => (value ? `<g:${name}>${escapeXml(value)}</g:${name}>` : '');

export interface FeedChannel {
  title: string;
  /** The shop's home page in the feed's language. */
  link: string;
  description: string;
}

export function googleFeedHead(channel: FeedChannel): string {
  return '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n'
    + `<title>${escapeXml(channel.title)}</title>\n<link>${escapeXml(channel.link)}</link>\n<description>${escapeXml(channel.description)}</description>\n`;
}

export const GOOGLE_FEED_TAIL = '</channel>\n</rss>\n';

/** One `<item>`: the row's offer with identifiers, grouping and availability from stock. */
export function googleFeedItem(row: VariantRow): string {
  const [image, ...more] = row.imageUrls;
  const colour = row.options.find((o) => COLOUR.test(o.name));
  const size = row.options.find((o) => SIZE.test(o.name));
  const details = row.options.filter((o) => o !== colour && o !== size);
  const parts = [
    element('id', truncate(row.id, LIMITS.id)),
    element('title', truncate(row.title, LIMITS.title)),
    // Required: a product without a text of its own is described by its title.
    element('description', truncate(row.description || row.title, LIMITS.description)),
    element('link', row.url),
    element('image_link', image),
    ...more.slice(0, MAX_ADDITIONAL_IMAGES).map((url) => element('additional_image_link', url)),
    element('availability', availabilityOf(row)),
    element('price', `${decimalPrice(row.price)} ${row.price.currency}`),
    element('condition', row.condition),
    element('brand', row.brand),
    element('gtin', row.gtin),
    element('mpn', row.mpn),
    // Without a GTIN or an MPN Google asks to be told that none exists, else it flags the item.
    row.gtin || row.mpn ? '' : element('identifier_exists', 'no'),
    element('item_group_id', row.groupId),
    element('color', colour && truncate(colour.value, LIMITS.option)),
    element('size', size && truncate(size.value, LIMITS.option)),
    ...details.map((o) => `<g:product_detail>${element('attribute_name', o.name)}${element('attribute_value', o.value)}</g:product_detail>`),
    element('product_type', truncate(row.categoryPath.join(' > '), LIMITS.productType)),
  ];
  return `<item>${parts.join('')}</item>\n`;
}
