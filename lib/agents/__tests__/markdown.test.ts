import { BLOCK_TYPES } from '@/components/blocks/definitions';
import type { RenderBlock } from '@/components/blocks/render-block';
import { blocksToMarkdown, type BlockMarkdownContext } from '../markdown/blocks';
import { productMarkdown, type MarkdownLabels } from '../markdown/documents';
import { markdownText } from '../markdown/text';
import { llmsTxt } from '../llms-txt';
import type { VariantRow } from '../variant-row';

const card = (name: string, slug: string) => ({
  productId: '00000000-0000-4000-8000-000000000001', sku: slug, name, slug, href: `/p/${slug}`, manufacturer: null,
  price: { amount: 1490, currency: 'EUR', formatted: '€14.90' }, stockLevel: 3, available: true, isVariationMaster: false, image: null, swatches: [],
});
const list = (name: string) => ({ products: [card(name, 'scarf')], totalNumberOfProducts: 1, page: 1, resultsPerPage: 12, sort: 'relevance' as const });
const context: BlockMarkdownContext = {
  origin: 'https://shop.test',
  lists: { slider: list('Wool scarf'), cat: list('Red hat'), swiper: list('Blue mitten') },
  productUrl: (slug) => `https://shop.test/p/${slug}.md`,
};
const block = (type: string, _id: string, data: Record<string, unknown>, columns?: RenderBlock[][]) =>
  ({ _id, type, data, ...(columns ? { columns } : {}) }) as unknown as RenderBlock;

/** One block of every type the build knows, with content that shows whether it reaches the Markdown. */
const everyType: Record<string, RenderBlock> = {
  text: block('text', 't', { content: '<h2>Our story</h2><p>Made <a href="/i/about">here</a>.<script>alert(1)</script></p>' }),
  html: block('html', 'h', { html: '<div onclick="x()"><b>Bold</b> <a href="javascript:alert(1)">bad</a><iframe src="https://evil.test"></iframe></div>' }),
  image: block('image', 'i', { src: '/media/hero.webp', alt: 'Hero', headline: 'Autumn', text: 'New in', link: '/c/new', buttontext: 'Shop now', buttonenabled: true, opentab: false }),
  'content-slider': block('content-slider', 'cs', { images: [{ src: 'https://cdn.test/a.jpg', alt: 'Slide A' }] }),
  video: block('video', 'v', { src: 'https://www.youtube.com/watch?v=abc' }),
  maps: block('maps', 'm', { iframe: '<iframe src="https://maps.test/x"></iframe>', src: 'https://maps.test/x' }),
  'product-slider': block('product-slider', 'slider', { productIds: [] }),
  category: block('category', 'cat', { categoryId: 'c', pageSize: 12 }),
  'category-swiper': block('category-swiper', 'swiper', { categoryId: 'c' }),
  'contact-form': block('contact-form', 'cf', {}),
  'headline-block': block('headline-block', 'l1', {}, [[block('text', 'in1', { content: '<p>Inside one</p>' })]]),
  'nested-headline-block': block('nested-headline-block', 'l2', {}, [[block('text', 'in2', { content: '<p>Inside two</p>' })]]),
  'multi-column': block('multi-column', 'l3', {}, [[block('text', 'in3', { content: '<p>Left</p>' })], [block('text', 'in4', { content: '<p>Right</p>' })]]),
  'image-with-text': block('image-with-text', 'l4', {}, [[block('text', 'in5', { content: '<p>Beside</p>' })], []]),
  // A section reference, its section's blocks expanded into its column as the loader hands them.
  section: block('section', 'ref', { sectionId: 's' }, [[block('text', 'ref~s1', { content: '<p>From a section</p>' })]]),
};

describe('blocks as Markdown', () => {
  it('knows every block type of the build', () => {
    expect(Object.keys(everyType).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  const markdown = blocksToMarkdown(Object.values(everyType), context);

  it('writes each block\'s content with absolute links', () => {
    for (const part of [
      '## Our story', '[here](https://shop.test/i/about)', '**Bold**', '![Hero](https://shop.test/media/hero.webp)', '**Autumn**',
      '[Shop now](https://shop.test/c/new)', '![Slide A](https://cdn.test/a.jpg)', '(https://www.youtube.com/watch?v=abc)',
      '- [Wool scarf](https://shop.test/p/scarf.md): €14.90', '[Red hat](https://shop.test/p/scarf.md)', '[Blue mitten](https://shop.test/p/scarf.md)',
    ]) expect(markdown).toContain(part);
    expect(markdown.indexOf('Left')).toBeLessThan(markdown.indexOf('Right'));
    for (const text of ['Inside one', 'Inside two', 'Beside', 'From a section']) expect(markdown).toContain(text);
  });

  it('lets no HTML, script or unsafe link through', () => {
    expect(markdown).not.toMatch(/<[a-z/!]/i);
    expect(markdown).not.toContain('alert');
    expect(markdown).not.toContain('javascript:');
    expect(markdown).not.toContain('evil.test');
    expect(markdown).not.toMatch(/\]\(\/(?!\/)/);
  });

  it('names a video or a map by the owner\'s title', () => {
    const titled = block('video', 't', { src: 'https://www.youtube.com/watch?v=abc', title: 'How our shirts are made' });
    expect(blocksToMarkdown([titled], context)).toBe('[How our shirts are made](https://www.youtube.com/watch?v=abc)');
  });

  it('writes blocks with values per device as it writes them without (a layout’s columns, an image’s crops)', () => {
    const crop = { x: 0.25, y: 0, width: 0.5, height: 1 };
    const perDevice = block('multi-column', 'grid', { devices: { phone: { columns: 1 }, tablet: { columns: 2 } } }, [
      [block('image', 'pic', { src: '/media/hero.webp', alt: 'Hero', width: 800, height: 600, crop, devices: { phone: { crop } } })],
      [block('text', 'right', { content: '<p>Right</p>' })],
    ]);
    const plain = block('multi-column', 'grid', {}, [
      [block('image', 'pic', { src: '/media/hero.webp', alt: 'Hero', width: 800, height: 600 })],
      [block('text', 'right', { content: '<p>Right</p>' })],
    ]);
    expect(blocksToMarkdown([perDevice], context)).toBe(blocksToMarkdown([plain], context));
    expect(blocksToMarkdown([perDevice], context)).toContain('![Hero](https://shop.test/media/hero.webp)');
  });

  it('leaves out blocks that cannot be rendered', () => {
    const broken = { _id: 'x', type: 'gone', problem: 'unknown-type' } as RenderBlock;
    expect(blocksToMarkdown([broken, everyType.video!], context)).toBe('[https://www.youtube.com/watch?v=abc](https://www.youtube.com/watch?v=abc)');
  });
});

const labels: MarkdownLabels = {
  price: 'Price', availability: 'Availability', inStock: 'In stock', outOfStock: 'Sold out', brand: 'Brand', sku: 'Item no.',
  gtin: 'GTIN', mpn: 'MPN', variants: 'Variants', products: 'Products', subcategories: 'Subcategories',
};
const row = (overrides: Partial<VariantRow>): VariantRow => ({
  itemId: 'tee-red-m-id', productId: 'tee-id', id: 'TEE-RED-M', groupId: 'TEE', title: 'Tee', description: '', url: 'https://shop.test/p/tee-red-m', imageUrls: [],
  price: { amount: 2490, currency: 'EUR' }, stockLevel: 2, brand: 'Nordvik', gtin: null, mpn: null, condition: 'new',
  categoryPath: [], options: [{ name: 'Colour', value: 'Red' }, { name: 'Size', value: 'M' }], ...overrides,
});

describe('a product as Markdown', () => {
  it('tables the variations with their options, prices and availability', () => {
    const text = productMarkdown({
      title: 'Tee', description: 'Soft.\n\nWarm.', crumbs: [{ title: 'Women', url: 'https://shop.test/c/women.md' }], locale: 'en', labels,
      rows: [row({}), row({ id: 'TEE-RED-L', stockLevel: 0, options: [{ name: 'Colour', value: 'Red' }, { name: 'Size', value: 'L' }] })],
    });
    expect(text).toMatch(/^# Tee\n\n\[Women\]\(https:\/\/shop\.test\/c\/women\.md\)\n/);
    expect(text).toContain('- **Item no.:** TEE');
    expect(text).toContain('Soft.\n\nWarm.');
    expect(text).toContain('| Colour | Size | Price | Availability | Item no. |');
    expect(text).toContain('| Red | M | €24.90 | In stock | [TEE-RED-M](https://shop.test/p/tee-red-m) |');
    expect(text).toContain('| Red | L | €24.90 | Sold out |');
  });

  it('states a simple product\'s price, availability and identifiers', () => {
    const text = productMarkdown({ title: 'Scarf', description: '', crumbs: [], locale: 'de', labels, rows: [row({ groupId: null, id: 'SC', gtin: '4006381333931', mpn: 'M-1', options: [] })] });
    expect(text).toMatch(/- \*\*Price:\*\* 24,90\s€/);
    expect(text).toContain('- **Availability:** In stock');
    expect(text).toContain('- **GTIN:** 4006381333931');
    expect(text).toContain('- **MPN:** M-1');
    expect(text).not.toContain('## Variants');
  });

  it('keeps a hostile name as text: no markup, no link, no HTML', () => {
    const text = productMarkdown({ title: '<img src=x onerror=alert(1)> [win](javascript:alert(1)) *big*\n# h1', description: '<script>x</script>', crumbs: [], locale: 'en', labels, rows: [] });
    // Escaped, `<` and `[` are text to a Markdown reader, never a tag or a link.
    expect(text).not.toMatch(/(^|[^\\])<[a-z]/i);
    expect(text).not.toMatch(/(^|[^\\])\[win/);
    expect(text.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(1);
    expect(markdownText('a*b_c')).toBe('a\\*b\\_c');
  });
});

describe('llms.txt', () => {
  it('has the proposal\'s shape: an H1, a blockquote, H2 link lists, and Optional last', () => {
    const text = llmsTxt({
      title: 'Corner [Shop]', summary: 'Hats and\nscarves.',
      sections: [{ title: 'Categories', links: [{ title: 'Hats', url: 'https://shop.test/c/hats.md', note: 'Warm hats' }] }, { title: 'Empty', links: [] }],
      optional: [{ title: 'Everything', url: 'https://shop.test/llms-full.txt' }],
    });
    expect(text).toBe([
      '# Corner \\[Shop\\]', '', '> Hats and scarves.', '', '## Categories', '', '- [Hats](https://shop.test/c/hats.md): Warm hats', '',
      '## Optional', '', '- [Everything](https://shop.test/llms-full.txt)', '',
    ].join('\n'));
  });
});
