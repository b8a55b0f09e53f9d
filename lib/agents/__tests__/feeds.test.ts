/** @jest-environment jsdom */
import naughtyStrings from 'big-list-of-naughty-strings';
import { acpFeedLine, type AcpSeller } from '../acp-feed';
import { GOOGLE_FEED_TAIL, googleFeedHead, googleFeedItem } from '../google-feed';
import type { VariantRow } from '../variant-row';

const simple: VariantRow = {
  itemId: 'scarf-id', productId: 'scarf-id', id: 'VT-SCARF-001', groupId: null, title: 'Wool scarf', description: 'Warm.\n\nSoft.', url: 'https://shop.test/p/wool-scarf',
  imageUrls: ['https://shop.test/media/a.webp', 'https://shop.test/media/b.webp'], price: { amount: 2490, currency: 'EUR' },
  stockLevel: 4, brand: 'Nordvik', gtin: '4006381333931', mpn: null, condition: 'new', categoryPath: ['Women', 'Scarves'], options: [],
};
const variation: VariantRow = {
  ...simple, itemId: 'tee-red-m-id', productId: 'tee-id', id: 'VT-TEE-001-RED-M', groupId: 'VT-TEE-001', title: 'Tee - Red - M', url: 'https://shop.test/p/tee-red-m', gtin: null,
  stockLevel: 0, options: [{ name: 'Colour', value: 'Red' }, { name: 'Size', value: 'M' }, { name: 'Fit', value: 'Slim' }],
};
const seller: AcpSeller = { name: 'Corner Shop', url: 'https://shop.test/', countries: ['DE', 'AT'] };

/** The feed of the rows parsed as XML: a document with a parse error has a <parsererror>. */
function parseFeed(rows: VariantRow[]): Document {
  const xml = googleFeedHead({ title: 'Corner <Shop>', link: 'https://shop.test/', description: 'Corner & Co' }) + rows.map(googleFeedItem).join('') + GOOGLE_FEED_TAIL;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
const G = 'http://base.google.com/ns/1.0';
const field = (item: Element, name: string) => [...item.getElementsByTagNameNS(G, name)].map((e) => e.textContent);

describe('the Google Merchant feed', () => {
  it('gives every item the required fields, identifiers, and availability from stock', () => {
    const [item] = [...parseFeed([simple]).getElementsByTagName('item')];
    for (const required of ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'condition', 'brand']) {
      expect(field(item!, required)).toHaveLength(1);
    }
    expect(field(item!, 'price')).toEqual(['24.90 EUR']);
    expect(field(item!, 'availability')).toEqual(['in_stock']);
    expect(field(item!, 'gtin')).toEqual(['4006381333931']);
    expect(field(item!, 'identifier_exists')).toEqual([]);
    expect(field(item!, 'additional_image_link')).toEqual(['https://shop.test/media/b.webp']);
    expect(field(item!, 'product_type')).toEqual(['Women > Scarves']);
    expect(field(item!, 'item_group_id')).toEqual([]);
  });

  it('groups a variation under its master, with colour and size as Google names them and the rest as details', () => {
    const [item] = [...parseFeed([variation]).getElementsByTagName('item')];
    expect(field(item!, 'item_group_id')).toEqual(['VT-TEE-001']);
    expect(field(item!, 'color')).toEqual(['Red']);
    expect(field(item!, 'size')).toEqual(['M']);
    expect(field(item!, 'attribute_name')).toEqual(['Fit']);
    expect(field(item!, 'availability')).toEqual(['out_of_stock']);
    // Neither GTIN nor MPN: Google is told that none exists.
    expect(field(item!, 'identifier_exists')).toEqual(['no']);
  });

  it('stays well-formed XML and keeps every hostile name as text', () => {
    const names = (naughtyStrings as string[]).filter((name) => name.length > 0).slice(0, 600);
    const doc = parseFeed(names.map((name, i) => ({ ...simple, id: `N${i}`, title: name, brand: name, description: `<script>${name}</script>` })));
    const titles = [...doc.getElementsByTagName('item')].map((item) => field(item, 'title')[0]);
    // Only the characters XML cannot carry are dropped (controls), the rest arrives as it was.
    const xmlSafe = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
    names.forEach((name, i) => expect(titles[i]).toBe(xmlSafe(name).slice(0, 150) || null));
  });

  it('keeps to Google\'s lengths: 150 characters of title, 5000 of description, a description even without text', () => {
    const [long, untold] = [...parseFeed([{ ...simple, title: 'x'.repeat(400), description: 'y'.repeat(6000) }, { ...simple, description: '' }])
      .getElementsByTagName('item')];
    expect(field(long!, 'title')[0]).toHaveLength(150);
    expect(field(long!, 'description')[0]).toHaveLength(5000);
    expect(field(untold!, 'description')).toEqual(['Wool scarf']);
  });
});

describe('the ACP product feed', () => {
  const parse = (row: VariantRow) => JSON.parse(acpFeedLine(row, seller)) as Record<string, unknown>;

  it('writes one JSON object per line with the specification\'s required fields', () => {
    const line = acpFeedLine(simple, seller);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    expect(parse(simple)).toMatchObject({
      is_eligible_search: true, is_eligible_checkout: false, item_id: 'VT-SCARF-001', title: 'Wool scarf', description: 'Warm.\n\nSoft.',
      url: 'https://shop.test/p/wool-scarf', brand: 'Nordvik', gtin: '4006381333931', price: '24.90 EUR', availability: 'in_stock',
      image_url: 'https://shop.test/media/a.webp', listing_has_variations: false, seller_name: 'Corner Shop',
      store_country: 'DE', target_countries: ['DE', 'AT'],
    });
    expect(parse(simple)).not.toHaveProperty('group_id');
  });

  it('groups variations with their options and says when one is sold out', () => {
    expect(parse(variation)).toMatchObject({
      group_id: 'VT-TEE-001', listing_has_variations: true, availability: 'out_of_stock', inventory_quantity: 0,
      variant_dict: { Colour: 'Red', Size: 'M', Fit: 'Slim' },
    });
  });

  it('keeps a hostile name on its line as the same text', () => {
    const title = 'Evil\n"}\u2028{"item_id":"x"</script>';
    const line = acpFeedLine({ ...simple, title }, seller);
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(line).title).toBe(title);
  });
});
