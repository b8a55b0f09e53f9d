import { CHANGES, TAGS } from '../cache-tags';

// Which tags each kind of change makes stale, decided in this one module. Shop-wide changes name the
// shop's areas; a catalogue entity's change names that entity (and the stand-in of reads too large to
// name their entities), never the whole catalogue, nor another entity or shop.

const SHOP = 'demo';
const everyTagOf = (shopSlug: string) => [
  TAGS.shop(shopSlug), TAGS.catalog(shopSlug), TAGS.content(shopSlug), TAGS.categoryTree(shopSlug), TAGS.catalogEntities(shopSlug),
];

describe('TAGS', () => {
  it('names every tag per shop, the entity tags per entity too, each one distinct', () => {
    const names = [
      ...everyTagOf(SHOP), ...everyTagOf('beyond-demo'),
      TAGS.product(SHOP, 'p1'), TAGS.product(SHOP, 'p2'), TAGS.category(SHOP, 'p1'), TAGS.category('beyond-demo', 'p1'), TAGS.categoryProducts(SHOP, 'p1'),
      TAGS.document(SHOP, 'page', 'p1'), TAGS.document(SHOP, 'category', 'p1'),
    ];
    expect(new Set(names).size).toBe(names.length);
    // The HTTP caches take them as surrogate keys separated by spaces, and Next's cache keeps them comma-separated.
    for (const name of names) expect(name).toMatch(/^[a-z-]+:[^\s,]+$/);
  });
});

describe('CHANGES', () => {
  it("purges a category's own tags for a change of its settings, never the whole catalogue or another category", () => {
    expect(CHANGES.categorySettings(SHOP, 'c1', false)).toEqual(['category:demo:c1', 'catalog-entities:demo']);
    const shape = CHANGES.categorySettings(SHOP, 'c1', true);
    expect(shape).toEqual(['category:demo:c1', 'catalog-entities:demo', 'category-tree:demo']);
    expect(shape).not.toContain(TAGS.catalog(SHOP));
    expect(shape).not.toContain(TAGS.category(SHOP, 'c2'));
    // Its products are as they were: a new title reaches its listing through the category's own tag.
    expect(shape).not.toContain(TAGS.categoryProducts(SHOP, 'c1'));
  });

  it("purges a product's own tags and its listing categories' product lists for a stock note, never the whole catalogue", () => {
    const tags = CHANGES.products(SHOP, ['p1', 'master'], ['c1']);
    expect(tags).toEqual(['product:demo:p1', 'product:demo:master', 'category-products:demo:c1', 'catalog-entities:demo']);
    // The categories' settings, which the menus of every page read, stay.
    expect(tags).not.toContain(TAGS.category(SHOP, 'c1'));
    expect(tags).not.toContain(TAGS.catalog(SHOP));
    expect(tags).not.toContain(TAGS.categoryTree(SHOP));
    expect(tags).not.toContain(TAGS.shop(SHOP));
  });

  it('purges nothing when no product changed what shoppers see', () => {
    expect(CHANGES.products(SHOP, [], ['c1'])).toEqual([]);
  });

  it("purges a published document's tag alone", () => {
    expect(CHANGES.publish(SHOP, 'page', 'd1')).toEqual(['document:demo:page:d1']);
    expect(CHANGES.publish(SHOP, 'category', 'c1')).toEqual(['document:demo:category:c1']);
  });

  it('purges the shell for shop settings and the theme, the info pages and menus for page settings', () => {
    expect(CHANGES.shopSettings(SHOP)).toEqual(['shop:demo']);
    expect(CHANGES.theme(SHOP)).toEqual(['shop:demo']);
    expect(CHANGES.pageSettings(SHOP)).toEqual(['content:demo']);
  });

  it('purges the menus for a saved navigation, and each category it showed or hid as its own visibility change would', () => {
    expect(CHANGES.navigation(SHOP)).toEqual(['content:demo']);
    expect(CHANGES.navigation(SHOP, ['c1', 'c2'])).toEqual([
      'content:demo', 'category:demo:c1', 'catalog-entities:demo', 'category-tree:demo', 'category:demo:c2',
    ]);
  });

  it("names the changed shop's tags only", () => {
    const all = [
      CHANGES.shopSettings(SHOP), CHANGES.theme(SHOP), CHANGES.navigation(SHOP, ['c1']), CHANGES.pageSettings(SHOP),
      CHANGES.publish(SHOP, 'page', 'd1'), CHANGES.categorySettings(SHOP, 'c1', true), CHANGES.products(SHOP, ['p1'], ['c1']),
    ].flat();
    expect(all.every((tag) => tag.split(':')[1] === SHOP)).toBe(true);
  });
});
