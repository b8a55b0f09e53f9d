import type { PageContent } from '@/lib/schemas/page-content';
import type { Locale } from '../locales';
import { BlockBuilder, pageContent } from './blocks';
import { HOME } from './home-texts';
import type { ContentRefs } from './refs';

/** The home page: the content of the "Home" category, the first main-navigation entry. */
export function homeContent(refs: ContentRefs, locale: Locale): PageContent {
  const b = new BlockBuilder();
  const firstChild = refs.departments[0]!.children[0]!;
  return pageContent([
    b.layout('headline-block', [[b.text(`<h2>${HOME.headline[locale]}</h2><p>${HOME.lead[locale]}</p>`)]]),
    b.layout('image-with-text', [
      [b.image(refs.images.feature, { alt: HOME.featureAlt[locale] })],
      [b.text(`<h2>${HOME.featureTitle[locale]}</h2><p>${HOME.featureText[locale]}</p>`)],
    ]),
    b.text(`<h2>${HOME.serviceTitle[locale]}</h2><p>${HOME.serviceText[locale]}</p>`),
    b.text(`<h2>${HOME.swiperTitle[locale]}</h2>`),
    b.categorySwiper(firstChild.id, 10),
    b.contentSlider(refs.images.banners.map((image, i) => ({ image, alt: HOME.sliderAlts[i % HOME.sliderAlts.length]![locale] }))),
    b.text(`<h2>${HOME.productsTitle[locale]}</h2>`),
    b.productSlider(refs.productIds, 'home-favourites'),
  ]);
}
