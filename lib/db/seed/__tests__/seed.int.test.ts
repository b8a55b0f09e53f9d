import { sql, type SQL } from 'drizzle-orm';
import { LEGAL_PAGE_SLUGS } from '@/lib/schemas/legal';
import { STORED_CONTENT_VERSION } from '@/lib/content/content-migrations';
import { missingTexts, resolveTexts } from '@/lib/content/locale-texts';
import type { StoredContent } from '@/lib/content/stored-content';
import type { Block } from '@/lib/schemas/page-content';
import { validateContent } from '@/lib/server/content/documents/validate-content';
import { shopUserSettingsSchema } from '@/lib/schemas/shop-settings';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { verifyPassword } from '@/lib/security/password';
import { readCacheGeneration } from '../../cache-generation';
import type { DatabaseHandle } from '../../client';
import { createTestDatabase } from '../../testing';
import { DEMO, deleteDemoShops, seedDemo, type SeedSummary } from '..';

type Row = Record<string, unknown>;
let handle: DatabaseHandle;
let summary: SeedSummary;
const rowsOf = async <T = Row>(db: DatabaseHandle, query: SQL) => ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
const rows = <T = Row>(query: SQL) => rowsOf<T>(handle, query);
const one = async <T = Row>(query: SQL) => (await rows<T>(query))[0]!;
const demoId = () => summary.shops.find((s) => s.slug === 'demo')!.id;

beforeAll(async () => {
  handle = await createTestDatabase();
  summary = await seedDemo(handle.db);
});
afterAll(() => handle.close());

/** Every block of a document, depth first. */
const flatten = (blocks: Block[]): Block[] => blocks.flatMap((b) => [b, ...flatten((b.columns ?? []).flat())]);

describe('demo shops', () => {
  it('creates the hosted demo shop and the closed beyond shop as DEMO describes them', async () => {
    const shops = await rows(sql`select s.slug, s.variant, s.title, s.is_closed, s.currency, s.tax_rate_basis_points as tax, s.base_url, s.default_locale,
      s.active_theme_style_id is not null as has_style, s.user_settings, array_agg(l.locale order by l.position) as locales
      from shops s join shop_locales l on l.shop_id = s.id and l.is_visible group by s.id order by s.slug desc`);
    expect(shops.map((s) => [s.slug, s.variant, s.is_closed, s.locales, s.default_locale])).toEqual([
      ['demo', 'hosted', false, ['en', 'de', 'fr'], 'en'],
      ['beyond-demo', 'beyond', true, ['en', 'de'], 'en'],
    ]);
    for (const shop of shops) {
      expect(shop).toMatchObject({ currency: 'EUR', tax: 1900, base_url: 'http://localhost:3000', has_style: true });
      const settings = shopUserSettingsSchema.parse(shop.user_settings);
      expect(settings.cookieNotice!.active).toBe(true);
      expect(settings.headerUsps!.map((u) => u.active)).toEqual([true, true, true, false]);
      expect(new Set(settings.paymentLogos!.map((l) => l.active))).toEqual(new Set([true, false]));
      expect(new Set(settings.shippingLogos!.map((l) => l.active))).toEqual(new Set([true, false]));
    }
    expect(shops[0]!.title).toBe('Vitrine Demo Store');
    expect(await rows(sql`select type, url from script_tags where shop_id = ${demoId()}`)).toEqual([{ type: 'NEWSLETTER', url: DEMO.newsletterScriptUrl }]);
  });

  // The hidden Italian of DEMO.hidden is a language in preparation: the editor shows its missing texts as such.
  it('writes every selling point in each locale shoppers see, translated rather than copied', async () => {
    const shops = await rows<{ slug: string; default_locale: string; user_settings: unknown; locales: string[] }>(sql`select s.slug, s.default_locale, s.user_settings,
      array_agg(l.locale order by l.position) as locales from shops s join shop_locales l on l.shop_id = s.id and l.is_visible group by s.id`);
    expect(shops).toHaveLength(2);
    for (const shop of shops) {
      const points = shopUserSettingsSchema.parse(shop.user_settings).headerUsps!;
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) {
        expect(point.text).toBeUndefined();
        expect(Object.keys(point.texts!).sort()).toEqual([...shop.locales].sort());
        for (const locale of shop.locales) {
          expect(point.texts![locale]!.trim()).not.toBe('');
          if (locale !== shop.default_locale) expect(point.texts![locale]).not.toBe(point.texts![shop.default_locale]);
        }
      }
    }
    const demo = shops.find((shop) => shop.slug === 'demo')!;
    expect(shopUserSettingsSchema.parse(demo.user_settings).headerUsps![0]!.texts).toEqual({
      en: 'Free shipping from 50 EUR', de: 'Kostenloser Versand ab 50 EUR', fr: 'Livraison gratuite dès 50 EUR',
    });
  });

  it('writes the cookie notice\'s title and message in each locale shoppers see, translated, each message linking its own language\'s cookie policy and kept by the sanitiser', async () => {
    const shops = await rows<{ slug: string; default_locale: string; user_settings: unknown; locales: string[] }>(sql`select s.slug, s.default_locale, s.user_settings,
      array_agg(l.locale order by l.position) as locales from shops s join shop_locales l on l.shop_id = s.id and l.is_visible group by s.id`);
    expect(shops.map((shop) => [shop.slug, [...shop.locales].sort()]).sort()).toEqual([['beyond-demo', ['de', 'en']], ['demo', ['de', 'en', 'fr']]]);
    for (const shop of shops) {
      const notice = shopUserSettingsSchema.parse(shop.user_settings).cookieNotice!;
      expect(notice).toEqual({ active: true, texts: expect.any(Object) });
      expect(Object.keys(notice.texts!).sort()).toEqual([...shop.locales].sort());
      const fallback = notice.texts![shop.default_locale]!;
      for (const locale of shop.locales) {
        const { title, gdprMessageHtml } = notice.texts![locale]!;
        expect(title!.trim()).not.toBe('');
        expect(sanitizeRichText(gdprMessageHtml!)).toBe(gdprMessageHtml);
        expect(gdprMessageHtml).toContain(`href="${locale === shop.default_locale ? '' : `/${locale}`}/l/cookiepolicy"`);
        if (locale === shop.default_locale) continue;
        expect(title).not.toBe(fallback.title);
        expect(gdprMessageHtml).not.toBe(fallback.gdprMessageHtml);
      }
    }
    const demo = shopUserSettingsSchema.parse(shops.find((shop) => shop.slug === 'demo')!.user_settings).cookieNotice!;
    expect(Object.fromEntries(Object.entries(demo.texts!).map(([locale, texts]) => [locale, texts.title]))).toEqual({
      en: 'We use cookies', de: 'Wir verwenden Cookies', fr: 'Nous utilisons des cookies',
    });
  });

  it('gives every shop two styles of each of two themes, with settings equal to the defaults', async () => {
    const themes = await rows(sql`select name, jsonb_array_length(settings_schema->'settings')::int as settings from themes order by name`);
    expect(themes).toEqual([{ name: 'aurora', settings: 8 }, { name: 'meridian', settings: 8 }]);
    const styles = await rows(sql`select shop_id, theme_id, count(*)::int as n, bool_and(settings = default_settings) as same,
      bool_and((meta->>'contentImageWidth')::int = 1200) as meta from theme_styles group by shop_id, theme_id`);
    expect(styles).toHaveLength(4);
    expect(styles.every((s) => s.n === 2 && s.same && s.meta)).toBe(true);
  });
});

describe('demo catalogue', () => {
  it('has 300 catalogue products in 17 categories under 5 departments, each also listed in its department', async () => {
    const counts = await one(sql`select count(*) filter (where kind <> 'variation')::int as catalogue, count(*) filter (where kind = 'master')::int as masters,
      count(*) filter (where main_category_id is null)::int as without_category, count(distinct manufacturer)::int as brands,
      count(*) filter (where not is_visible)::int as invisible from products where shop_id = ${demoId()}`);
    expect(counts).toMatchObject({ catalogue: DEMO.defaultProducts, without_category: 0, brands: 12 });
    expect(counts.masters).toBeGreaterThanOrEqual(20);
    expect(counts.invisible).toBeGreaterThan(0);
    expect(counts.invisible).toBeLessThan(10);
    const children = await rows(sql`select c.id, c.parent_id, count(pc.product_id)::int as n from categories c join product_categories pc on pc.category_id = c.id
      where c.shop_id = ${demoId()} and c.parent_id is not null group by c.id`);
    expect(children.length).toBeGreaterThanOrEqual(12);
    expect(new Set(children.map((c) => c.parent_id)).size).toBe(5);
    const unlisted = await one(sql`select count(*)::int as n from products p where p.shop_id = ${demoId()} and p.kind <> 'variation' and not exists (
      select 1 from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id and c.id = p.main_category_id)
      or p.kind <> 'variation' and p.shop_id = ${demoId()} and not exists (select 1 from product_categories pc join categories c on c.id = p.main_category_id where pc.product_id = p.id and pc.category_id = c.parent_id)`);
    expect(unlisted.n).toBe(0);
  });

  it('prices in 4.90-399.00 EUR with shop endings, stock including low and sold out, dates over a year', async () => {
    const facts = await one(sql`select min(price_amount)::int as min, max(price_amount)::int as max, bool_and(price_amount % 100 in (90, 95, 99, 0)) as endings,
      count(*) filter (where stock_level = 0)::int as sold_out, count(*) filter (where stock_level between 1 and 3)::int as low,
      bool_and(stock_level = 0 or stock_level between 1 and 3 or stock_level between 5 and 200) as stock_bands,
      extract(epoch from max(created_at) - min(created_at))::int / 86400 as days, extract(epoch from now() - min(created_at))::int / 86400 as age
      from products where shop_id = ${demoId()} and kind = 'simple'`);
    expect(facts.min).toBeGreaterThanOrEqual(490);
    expect(facts.max).toBeLessThanOrEqual(39900);
    expect(facts).toMatchObject({ endings: true, stock_bands: true });
    expect(facts.sold_out).toBeGreaterThan(0);
    expect(facts.low).toBeGreaterThan(0);
    expect(facts.days).toBeGreaterThan(300);
    expect(facts.age).toBeLessThanOrEqual(366);
  });

  it('gives every variation its master, sku, price, stock, translations and one value per attribute', async () => {
    const bad = await rows(sql`select v.id from products v join products m on m.id = v.variation_master_id and m.kind = 'master'
      where v.kind = 'variation' and (select count(*) from product_variation_values pvv where pvv.product_id = v.id)
        <> (select count(*) from variation_attributes a where a.master_product_id = m.id)`);
    expect(bad).toEqual([]);
    const orphans = await one(sql`select count(*)::int as n from products where kind = 'variation' and variation_master_id is null`);
    expect(orphans.n).toBe(0);
    const attributes = await rows(sql`select a.name, a.display_name, array_agg(v.display_value order by v.position) as values from variation_attributes a
      join variation_attribute_values v on v.attribute_id = a.id join products m on m.id = a.master_product_id
      where m.sku = ${DEMO.products.master.sku} and m.shop_id = ${demoId()} group by a.id order by a.position`);
    expect(attributes).toEqual([
      { name: 'color', display_name: { en: 'Colour', de: 'Farbe', fr: 'Couleur' }, values: [{ en: 'Black', de: 'Schwarz', fr: 'Noir' }, { en: 'White', de: 'Weiß', fr: 'Blanc' }, { en: 'Navy', de: 'Marineblau', fr: 'Bleu marine' }] },
      { name: 'size', display_name: { en: 'Size', de: 'Größe', fr: 'Taille' }, values: DEMO.products.master.sizes.map((s) => ({ en: s, de: s, fr: s })) },
    ]);
  });

  it('has bulk prices from 5 and 10 pieces that are cheaper, and 3-6 cross-selling targets', async () => {
    const bulk = await rows(sql`select b.product_id, array_agg(b.min_quantity order by b.min_quantity) as tiers, bool_and(b.price_amount < p.price_amount) as cheaper
      from bulk_prices b join products p on p.id = b.product_id where b.shop_id = ${demoId()} group by b.product_id`);
    expect(bulk.length).toBeGreaterThan(5);
    expect(bulk.every((b) => b.cheaper && JSON.stringify(b.tiers) === '[5,10]')).toBe(true);
    const cross = await rows(sql`select count(*)::int as n from cross_sellings where shop_id = ${demoId()} group by product_id`);
    expect(cross.length).toBeGreaterThan(5);
    expect(cross.every((c) => (c.n as number) >= 3 && (c.n as number) <= 6)).toBe(true);
  });

  it('names and slugs every product and category in every visible locale, with unique ASCII slugs', async () => {
    const missing = await rows(sql`select s.slug, l.locale, count(*)::int as n from products p join shops s on s.id = p.shop_id join shop_locales l on l.shop_id = s.id and l.is_visible
      where not exists (select 1 from product_translations t where t.product_id = p.id and t.locale = l.locale and t.name <> '' and t.slug <> '' and t.description <> '') group by 1, 2
      union all select s.slug, l.locale, count(*)::int from categories c join shops s on s.id = c.shop_id join shop_locales l on l.shop_id = s.id and l.is_visible
      where not exists (select 1 from category_translations t where t.category_id = c.id and t.locale = l.locale and t.title <> '' and t.slug <> '') group by 1, 2`);
    expect(missing).toEqual([]);
    const slugs = await rows<{ slug: string }>(sql`select slug from product_translations union all select slug from category_translations`);
    expect(slugs.filter((s) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s.slug))).toEqual([]);
  });

  it('has the DEMO categories and featured products under their slugs in every visible locale', async () => {
    for (const [key, product] of Object.entries(DEMO.products)) {
      const found = await rows(sql`select t.locale, t.slug, p.price_amount, p.stock_level, p.kind from products p join product_translations t on t.product_id = p.id
        join shop_locales l on l.shop_id = p.shop_id and l.locale = t.locale and l.is_visible
        where p.shop_id = ${demoId()} and p.sku = ${product.sku} order by t.locale`);
      expect([key, found.map((f) => [f.locale, f.slug])]).toEqual([key, [['de', product.slug.de], ['en', product.slug.en], ['fr', product.slug.fr]]]);
      expect(found[0]!.price_amount).toBe(product.priceAmount);
      if (product.stockLevel !== null) expect(found[0]!.stock_level).toBe(product.stockLevel);
    }
    const variation = await one(sql`select v.kind, v.stock_level, m.sku from product_translations t join products v on v.id = t.product_id
      join products m on m.id = v.variation_master_id where t.slug = ${DEMO.products.master.variationSlug.de} and t.locale = 'de' and t.shop_id = ${demoId()}`);
    expect(variation).toMatchObject({ kind: 'variation', sku: DEMO.products.master.sku });
    expect(variation.stock_level).toBeGreaterThan(0);
    for (const slugs of Object.values(DEMO.categories)) {
      const found = await rows(sql`select t.locale, t.slug from category_translations t
        join shop_locales l on l.shop_id = t.shop_id and l.locale = t.locale and l.is_visible
        where t.shop_id = ${demoId()} and t.slug in ${Object.values(slugs)} order by t.locale`);
      expect(found).toEqual([{ locale: 'de', slug: slugs.de }, { locale: 'en', slug: slugs.en }, { locale: 'fr', slug: slugs.fr }]);
    }
    const tiers = await rows(sql`select b.min_quantity as "minQuantity", b.price_amount as "priceAmount" from bulk_prices b join products p on p.id = b.product_id
      where p.sku = ${DEMO.products.mug.sku} and p.shop_id = ${demoId()} order by b.min_quantity`);
    expect(tiers).toEqual(DEMO.products.mug.bulkPrices);
  });

  it('references a bounded set of stored SVG images with positive sizes, 1-3 per product', async () => {
    const media = await one(sql`select count(*)::int as n, bool_and(width > 0 and height > 0 and byte_size = length(data)) as sized,
      bool_and(content_type = 'image/svg+xml') as svg from media where shop_id = ${demoId()}`);
    expect(media).toMatchObject({ sized: true, svg: true });
    // 22 product types x 12 colours x 3 views, a picture per category, the banners.
    expect(media.n).toBeLessThan(900);
    const broken = await rows(sql`select i.url from product_images i left join media m on i.url = '/media/' || m.id || '/' || m.filename
      and m.width = i.width and m.height = i.height where m.id is null`);
    expect(broken).toEqual([]);
    const perProduct = await one(sql`select min(n)::int as min, max(n)::int as max from (select count(i.id) as n from products p
      left join product_images i on i.product_id = p.id where p.kind <> 'variation' group by p.id) counts`);
    expect(perProduct).toEqual({ min: 3, max: 5 });
  });
});

describe('demo content', () => {
  it('stores one valid, published document per page and home category, with every text in every visible locale', async () => {
    // A hidden locale in preparation has no texts of its own yet: it shows the default locale's.
    const documents = await rows<{ published: StoredContent; draft: unknown; locales: string[]; default_locale: string }>(sql`select d.published, d.draft,
      s.default_locale, array(select locale from shop_locales l where l.shop_id = s.id and l.is_visible) as locales
      from content_documents d join shops s on s.id = d.shop_id`);
    expect(documents.length).toBeGreaterThan(15);
    for (const { published, draft, locales, default_locale: defaultLocale } of documents) {
      expect(published.version).toBe(STORED_CONTENT_VERSION);
      expect(draft).toBeNull();
      const ids = flatten(published.blocks as Block[]).map((b) => b._id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const locale of locales) {
        expect(() => validateContent({ version: 1, blocks: resolveTexts(published.blocks, locale, defaultLocale) })).not.toThrow();
        expect(missingTexts(published.blocks, locale, defaultLocale)).toEqual([]);
      }
    }
  });

  it('starts the main menu with the home category, whose content is the home page', async () => {
    const main = await rows(sql`select n.position, n.category_id, n.page_id, t.slug, d.published as content,
      (select count(*)::int from navigation_items c where c.parent_id = n.id) as children
      from navigation_items n left join category_translations t on t.category_id = n.category_id and t.locale = 'de'
      left join content_documents d on d.category_id = n.category_id
      where n.shop_id = ${demoId()} and n.menu = 'main' and n.parent_id is null order by n.position`);
    expect(main.map((m) => m.slug ?? 'page')).toEqual([DEMO.categories.home.de, 'bekleidung', 'schuhe', 'accessoires', 'wohnen', 'outdoor', 'page', DEMO.hidden.category.de]);
    expect(main.slice(1, 6).every((m) => (m.children as number) >= 2)).toBe(true);
    const blocks = flatten((main[0]!.content as { blocks: Block[] }).blocks);
    expect(new Set(blocks.map((b) => b.type))).toEqual(new Set(['headline-block', 'multi-column', 'image-with-text', 'text', 'image', 'category-swiper', 'product-slider']));
    const swiper = blocks.find((b) => b.type === 'category-swiper')!.data;
    const slider = blocks.find((b) => b.type === 'product-slider')!.data as { productIds: string[] };
    const found = await one(sql`select (select count(*)::int from categories where id = ${swiper.categoryId as string}) as categories,
      (select count(*)::int from products where id in ${slider.productIds}) as products`);
    expect(found).toEqual({ categories: 1, products: slider.productIds.length });
  });

  it('links the home page, in each shop and visible locale, only to visible categories and pages of that shop and locale', async () => {
    const homes = await rows<{ shop_id: string; published: StoredContent; default_locale: string; locales: string[] }>(sql`select s.id as shop_id,
      d.published, s.default_locale, array(select locale from shop_locales l where l.shop_id = s.id and l.is_visible) as locales
      from navigation_items n join shops s on s.id = n.shop_id join content_documents d on d.category_id = n.category_id
      where n.menu = 'main' and n.parent_id is null and n.position = 0`);
    expect(homes).toHaveLength(2);
    for (const { shop_id: shopId, published, default_locale: defaultLocale, locales } of homes) {
      const targets = await rows<{ locale: string; path: string }>(sql`
        select t.locale, '/c/' || t.slug as path from category_translations t join categories c on c.id = t.category_id where c.shop_id = ${shopId} and c.is_visible
        union all select t.locale, '/i/' || t.slug from page_translations t join pages p on p.id = t.page_id where p.shop_id = ${shopId} and p.is_visible`);
      for (const locale of locales) {
        const prefix = locale === defaultLocale ? '' : `/${locale}`;
        const known = new Set(targets.filter((t) => t.locale === locale).map((t) => `${prefix}${t.path}`));
        const texts = flatten(resolveTexts(published.blocks, locale, defaultLocale)).map((b) => String(b.data.content ?? ''));
        const links = texts.flatMap((html) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!));
        expect(links.length).toBeGreaterThanOrEqual(5);
        for (const href of links) expect([locale, href, known.has(href)]).toEqual([locale, href, true]);
      }
    }
  });

  it('has info pages built from every content block type, in the footer or main menu', async () => {
    const pages = await rows<{ slug: string; menu: string; content: { blocks: Block[] } }>(sql`select t.slug, n.menu, d.published as content from pages p
      join page_translations t on t.page_id = p.id and t.locale = 'fr' join navigation_items n on n.page_id = p.id
      join content_documents d on d.page_id = p.id
      where p.shop_id = ${demoId()} and p.type = 'blank' and p.is_visible order by n.menu, n.position`);
    expect(pages.map((p) => [p.menu, p.slug])).toEqual([['main', DEMO.pages.newArrivals.fr], ['footer', DEMO.pages.about.fr], ['footer', DEMO.pages.stores.fr]]);
    const blocks = pages.flatMap((p) => flatten(p.content.blocks));
    const types = new Set(blocks.map((b) => b.type));
    for (const type of ['text', 'image', 'multi-column', 'video', 'maps', 'contact-form', 'html', 'category']) expect(types).toContain(type);
    expect(blocks.find((b) => b.type === 'maps')!.data.src).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
    expect(blocks.find((b) => b.type === 'video')!.data.src).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect(blocks.find((b) => b.type === 'category')!.data).toEqual({ categoryId: expect.any(String), pageSize: 12 });
  });

  it('has the six visible legal pages under their fixed slug in every locale, outside the menus', async () => {
    const legal = await rows(sql`select p.legal_slug, p.is_visible, array_agg(distinct t.slug) as slugs, count(*)::int as locales,
      bool_and(t.title <> '' and d.published->'blocks'->0->>'type' = 'text') as text from pages p join page_translations t on t.page_id = p.id
      join content_documents d on d.page_id = p.id
      where p.shop_id = ${demoId()} and p.type = 'legal' group by p.id order by p.legal_slug::text`);
    // en, de, fr and the hidden locale in preparation.
    expect(legal).toEqual([...LEGAL_PAGE_SLUGS].sort().map((slug) => ({ legal_slug: slug, is_visible: true, slugs: [slug], locales: 4, text: true })));
    const inMenus = await one(sql`select count(*)::int as n from navigation_items n join pages p on p.id = n.page_id where p.type = 'legal'`);
    expect(inMenus.n).toBe(0);
  });

  it('links the contact page\'s email (mailto:) and phone (tel:) in every visible locale, as shoppers see them', async () => {
    const contact = await one<{ published: StoredContent; default_locale: string; locales: string[] }>(sql`select d.published, s.default_locale,
      array(select locale from shop_locales l where l.shop_id = s.id and l.is_visible) as locales
      from pages p join content_documents d on d.page_id = p.id join shops s on s.id = p.shop_id
      where p.shop_id = ${demoId()} and p.type = 'legal' and p.legal_slug = 'contact'`);
    expect(contact.locales.length).toBeGreaterThan(1);
    for (const locale of contact.locales) {
      const shown = sanitizeRichText(String(resolveTexts(contact.published.blocks, locale, contact.default_locale)[0]!.data.content));
      expect(shown).toContain('<a href="mailto:hello@vitrine.test">hello@vitrine.test</a>');
      expect(shown).toContain('<a href="tel:+49301234567">+49 30 1234567</a>');
    }
  });
});

describe('what the demo shop hides from shoppers', () => {
  it('has a hidden info page at the end of the footer menu and a hidden category at the end of the main menu, with content', async () => {
    const hidden = await rows(sql`select 'page' as kind, t.slug, n.menu, d.published->'blocks'->0->>'type' as block from pages p
        join page_translations t on t.page_id = p.id and t.locale = 'de' join navigation_items n on n.page_id = p.id join content_documents d on d.page_id = p.id
        where p.shop_id = ${demoId()} and not p.is_visible
      union all select 'category', t.slug, n.menu, d.published->'blocks'->0->>'type' from categories c
        join category_translations t on t.category_id = c.id and t.locale = 'de' join navigation_items n on n.category_id = c.id join content_documents d on d.category_id = c.id
        where c.shop_id = ${demoId()} and not c.is_visible`);
    expect(hidden).toEqual([
      { kind: 'page', slug: DEMO.hidden.page.de, menu: 'footer', block: 'text' },
      { kind: 'category', slug: DEMO.hidden.category.de, menu: 'main', block: 'text' },
    ]);
  });

  it('has a hidden locale whose categories, pages and products carry the texts of the locale it was copied from', async () => {
    const { identifier, copiedFrom } = DEMO.hidden.locale;
    const locales = await rows(sql`select locale, is_visible from shop_locales where shop_id = ${demoId()} order by position`);
    expect(locales.map((l) => [l.locale, l.is_visible])).toEqual([['en', true], ['de', true], ['fr', true], [identifier, false]]);
    const differing = await one(sql`select
      (select count(*)::int from category_translations a left join category_translations b on b.category_id = a.category_id and b.locale = ${copiedFrom}
        where a.shop_id = ${demoId()} and a.locale = ${identifier} and (b.slug is null or a.slug <> b.slug or a.title <> b.title)) as categories,
      (select count(*)::int from page_translations a left join page_translations b on b.page_id = a.page_id and b.locale = ${copiedFrom}
        where a.shop_id = ${demoId()} and a.locale = ${identifier} and (b.slug is null or a.slug <> b.slug)) as pages,
      (select count(*)::int from product_translations a left join product_translations b on b.product_id = a.product_id and b.locale = ${copiedFrom}
        where a.shop_id = ${demoId()} and a.locale = ${identifier} and (b.slug is null or a.name <> b.name)) as products,
      (select count(*)::int from product_translations where shop_id = ${demoId()} and locale = ${identifier})
        - (select count(*)::int from product_translations where shop_id = ${demoId()} and locale = ${copiedFrom}) as missing`);
    expect(differing).toEqual({ categories: 0, pages: 0, products: 0, missing: 0 });
  });
});

describe('demo commerce and accounts', () => {
  it('has the DEMO coupons in both shops, upper-case, with their rules', async () => {
    const coupons = await rows(sql`select c.code, k.discount_type, k.discount_value, k.minimum_order_amount, k.valid_until < now() as expired
      from coupons c join coupon_campaigns k on k.id = c.campaign_id where c.shop_id = ${demoId()} order by c.code`);
    expect(coupons).toEqual([
      { code: 'BIG50', discount_type: 'amount', discount_value: 500, minimum_order_amount: 5000, expired: null },
      { code: 'EXPIRED', discount_type: 'percentage', discount_value: 1500, minimum_order_amount: null, expired: true },
      { code: 'WELCOME10', discount_type: 'percentage', discount_value: 1000, minimum_order_amount: null, expired: null },
    ]);
    expect((await one(sql`select count(*)::int as n from coupons`)).n).toBe(6);
  });

  it('has countries named in every locale, delivery countries, shipping and payment methods', async () => {
    const countries = await one(sql`select count(*)::int as n, bool_and(name ? 'en' and name ? 'de' and name ? 'fr') as named,
      (select name->>'de' from countries where code = 'AT') as austria from countries`);
    expect(countries.n).toBeGreaterThanOrEqual(30);
    expect(countries).toMatchObject({ named: true, austria: 'Österreich' });
    const delivery = await rows<{ country_code: string }>(sql`select country_code from shop_countries where shop_id = ${demoId()}`);
    expect(delivery.map((d) => d.country_code).sort()).toEqual([...DEMO.shopCountries.demo].sort());
    const shipping = await rows(sql`select name->>'de' as name, price_amount, free_from_amount from shipping_methods where shop_id = ${demoId()} order by position`);
    expect(shipping).toEqual([
      { name: 'Standardversand', price_amount: 495, free_from_amount: 5000 },
      { name: 'Expressversand', price_amount: 995, free_from_amount: null },
    ]);
    const payment = await rows<{ kind: string }>(sql`select kind from payment_methods where shop_id = ${demoId()} order by position`);
    expect(payment.map((p) => p.kind)).toEqual(['invoice', 'prepayment', 'paypal-express', 'amazon-pay']);
  });

  it('stores owner and customer passwords as hashes that verify', async () => {
    const owners = await rows<{ email: string; password_hash: string }>(sql`select email, password_hash from shop_owners order by email desc`);
    expect(owners.map((o) => o.email)).toEqual([DEMO.owners.demo.email, DEMO.owners.beyond.email]);
    await expect(verifyPassword(DEMO.owners.demo.password, owners[0]!.password_hash)).resolves.toBe(true);
    await expect(verifyPassword(DEMO.owners.beyond.password, owners[1]!.password_hash)).resolves.toBe(true);
    await expect(verifyPassword(DEMO.owners.beyond.password, owners[0]!.password_hash)).resolves.toBe(false);
    const customer = await one<{ password_hash: string }>(sql`select password_hash from customers where email = ${DEMO.customer.email} and shop_id = ${demoId()}`);
    await expect(verifyPassword(DEMO.customer.password, customer.password_hash)).resolves.toBe(true);
  });
});

describe('reseeding', () => {
  const catalogue = (db: DatabaseHandle) => rowsOf(db, sql`select s.slug as shop, p.sku, t.locale, t.slug, t.name, p.price_amount, p.stock_level
    from products p join shops s on s.id = p.shop_id join product_translations t on t.product_id = p.id order by 1, 2, 3`);

  it('gives the same slugs, names, prices and stock for the same options', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await seedDemo(first.db, { products: 30 });
      await seedDemo(second.db, { products: 30 });
      const [a, b] = [await catalogue(first), await catalogue(second)];
      expect(a.length).toBeGreaterThan(100);
      expect(b).toEqual(a);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('deletes the demo shops with everything they own, orders included, so the seed can run again', async () => {
    const cart = await one<{ id: string }>(sql`insert into carts (shop_id, token_hash, locale, status) values (${demoId()}, 'test-token', 'en', 'ordered') returning id`);
    const address = { firstName: 'Sam', lastName: 'Shopper', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE', emailAddress: DEMO.customer.email };
    await handle.db.execute(sql`insert into orders (shop_id, order_number, cart_id, email, locale, currency, subtotal_amount, tax_amount, tax_rate_basis_points,
      grand_total_amount, billing_address, shipping_method_name, payment_method_kind, payment_method_name, view_token_hash) values (${demoId()}, '10001', ${cart.id}, ${DEMO.customer.email}, 'en', 'EUR',
      1490, 238, 1900, 1985, ${JSON.stringify(address)}::jsonb, 'Standard', 'invoice', 'Invoice', 'view-token')`);
    await expect(deleteDemoShops(handle.db)).resolves.toBe(2);
    expect(await one(sql`select (select count(*)::int from shops) as shops, (select count(*)::int from products) as products, (select count(*)::int from media) as media`))
      .toEqual({ shops: 0, products: 0, media: 0 });
    const generation = await readCacheGeneration(handle.db);
    const again = await seedDemo(handle.db, { products: 20 });
    expect(again.shops.map((s) => s.products)).toEqual([20, DEMO.beyondProducts]);
    // The shared caches hold nothing for the shops seeded again (docs/architecture.md, "Caching").
    expect(await readCacheGeneration(handle.db)).not.toBe(generation);
  });
});
