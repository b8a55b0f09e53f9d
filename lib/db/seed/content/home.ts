import type { PageContent } from '@/lib/schemas/page-content';
import { DEMO } from '../demo';
import type { Locale } from '../locales';
import { BlockBuilder, pageContent } from './blocks';
import { HOME } from './home-texts';
import { categoryPath, localePath, type ContentRefs } from './refs';

/** Category titles hold "&" ("Home & Living"): escaped for the rich text they go into. */
const asHtml = (text: string) => text.replaceAll('&', '&amp;');

/**
 * The home page: the content of the "Home" category, the first main-navigation entry. It reads as a
 * shop's front: a hero whose headline is the page's h1 (components/blocks/page-headline.ts) with a call
 * to action, the departments, bestsellers, a banner, the brand's story, favourites and the service
 * promise. Links that differ per locale sit in text blocks: an image block's link is shared by every
 * locale (lib/content/block-texts.ts), so the pictures here link nowhere and the texts beside them do.
 */
export function homeContent(refs: ContentRefs, locale: Locale): PageContent {
  const b = new BlockBuilder();
  const [firstDepartment] = refs.departments;
  const featured = refs.departments.slice(0, 3);
  const link = (href: string, text: string) => `<a href="${href}">${asHtml(text)}</a>`;
  return pageContent([
    b.layout('headline-block', [[b.text(
      `<h2>${HOME.headline[locale]}</h2><p>${HOME.lead[locale]}</p><p>${link(categoryPath(refs, locale, firstDepartment!), HOME.heroButton[locale])}</p>`,
    )]]),
    b.text(`<h2>${HOME.categoriesTitle[locale]}</h2>`),
    b.layout('multi-column', featured.map((department) => [
      // The heading beside it names the department: the picture adds nothing to read.
      b.image(refs.images.category(department.children[0]!.def.key), { alt: '' }),
      b.text(`<h3>${link(categoryPath(refs, locale, department), department.def.title[locale])}</h3>`),
    ])),
    b.text(`<h2>${HOME.swiperTitle[locale]}</h2>`),
    b.categorySwiper(firstDepartment!.children[0]!.id, 10),
    b.layout('headline-block', [[
      b.image(refs.images.banners[0]!, { alt: '', headline: HOME.bannerTitle[locale], text: HOME.bannerText[locale] }),
      b.text(`<p>${link(localePath(refs, locale, `/i/${DEMO.pages.newArrivals[locale]}`), HOME.bannerButton[locale])}</p>`),
    ]]),
    b.layout('image-with-text', [
      [b.image(refs.images.feature, { alt: HOME.featureAlt[locale] })],
      [b.text(`<h2>${HOME.featureTitle[locale]}</h2><p>${HOME.featureText[locale]}</p>`)],
    ]),
    b.text(`<h2>${HOME.productsTitle[locale]}</h2>`),
    b.productSlider(refs.productIds, 'home-favourites'),
    b.text(`<h2>${HOME.serviceTitle[locale]}</h2><p>${HOME.serviceText[locale]}</p>`),
  ]);
}
