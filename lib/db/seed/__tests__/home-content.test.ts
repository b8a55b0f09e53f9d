import { openingHeadlineId } from '@/components/blocks/page-headline';
import type { Block } from '@/lib/schemas/page-content';
import { homeContent } from '../content/home';
import { HOME } from '../content/home-texts';
import { categoryPath, localePath, type ContentRefs } from '../content/refs';
import { DEMO } from '../demo';
import { contentRefs } from './content-refs';

/** Every block of the content, depth first. */
const flatten = (blocks: readonly Block[]): Block[] => blocks.flatMap((b) => [b, ...flatten((b.columns ?? []).flat())]);
const hrefsOf = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!);
const textOf = (block: Block | undefined) => String(block?.data.content ?? '');

/** Where the home page may lead: the shop's categories and info pages, in the locale. */
function seededPaths(refs: ContentRefs, locale: (typeof refs.shop.locales)[number]): Set<string> {
  const categories = refs.departments.flatMap((department) => [department, ...department.children]).map((category) => categoryPath(refs, locale, category));
  const pages = Object.values(DEMO.pages).map((slugs) => localePath(refs, locale, `/i/${slugs[locale]}`));
  return new Set([...categories, ...pages]);
}

describe.each(['demo', 'beyond'] as const)('the %s shop\'s home page', (shop) => {
  const refs = contentRefs(shop);

  it.each([...refs.shop.locales])('opens with a hero: its headline names the page, and a call to action leads to the first department (%s)', (locale) => {
    const { blocks } = homeContent(refs, locale);
    const heroId = openingHeadlineId(blocks);
    const hero = flatten(blocks).find((block) => block._id === heroId);
    expect(textOf(hero)).toMatch(new RegExp(`^<h2>${HOME.headline[locale]}</h2>`));
    expect(hrefsOf(textOf(hero))).toEqual([categoryPath(refs, locale, refs.departments[0]!)]);
  });

  it.each([...refs.shop.locales])('has a banner with a headline, a text and a link to the New arrivals page, in the locale (%s)', (locale) => {
    const { blocks } = homeContent(refs, locale);
    const bannerBand = blocks.find((block) => block.columns?.flat().some((child) => child.type === 'image' && child.data.src === refs.images.banners[0]!.url));
    const [banner, ...rest] = bannerBand!.columns!.flat();
    expect(banner!.data).toMatchObject({ headline: HOME.bannerTitle[locale], text: HOME.bannerText[locale] });
    // A link that differs per locale: an image block's link is shared by every locale, so a text beside it holds it.
    expect(rest.flatMap((block) => hrefsOf(textOf(block)))).toEqual([localePath(refs, locale, `/i/${DEMO.pages.newArrivals[locale]}`)]);
    expect(rest.map(textOf).join('')).toContain(`>${HOME.bannerButton[locale]}</a>`);
  });

  it.each([...refs.shop.locales])('features three departments, each by its title linked to its page (%s)', (locale) => {
    const { blocks } = homeContent(refs, locale);
    const tiles = blocks.find((block) => block.type === 'multi-column')!.columns!;
    expect(tiles.map((column) => hrefsOf(column.map(textOf).join('')))).toEqual(refs.departments.slice(0, 3).map((d) => [categoryPath(refs, locale, d)]));
    // "Home & Living" stays text in the rich text it goes into.
    for (const column of tiles) expect(column.map(textOf).join('')).not.toMatch(/&(?!amp;)/);
  });

  it.each([...refs.shop.locales])('links only to the shop\'s own categories and pages, in the locale, and shows no picture without a text beside it (%s)', (locale) => {
    const all = flatten(homeContent(refs, locale).blocks);
    const links = all.flatMap((block) => hrefsOf(textOf(block)));
    expect(links.length).toBeGreaterThanOrEqual(5);
    const seeded = seededPaths(refs, locale);
    for (const href of links) expect([href, seeded.has(href)]).toEqual([href, true]);
    // The slideshow of bare banners is gone: every wide picture carries a text.
    expect(all.map((block) => block.type)).not.toContain('content-slider');
  });
});
