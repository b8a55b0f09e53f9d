import type { PageContent } from '@/lib/schemas/page-content';
import { DEMO } from '../demo';
import type { Locale, Localized } from '../locales';
import { BlockBuilder, pageContent } from './blocks';
import { ABOUT, MAP_EMBED_SRC, NEW_ARRIVALS, STORES, VIDEO_URL } from './page-texts';
import { localePath, type ContentRefs } from './refs';

/** An info page ('blank') with its slug, title and content per locale. */
export interface InfoPage {
  key: keyof typeof DEMO.pages;
  title: Localized;
  meta: Localized;
  /** Main menu or footer; info pages never go into the legal menu. */
  menu: 'main' | 'footer';
  content(refs: ContentRefs, locale: Locale): PageContent;
}

const about: InfoPage = {
  key: 'about', title: ABOUT.title, meta: ABOUT.intro, menu: 'footer',
  content(refs, locale) {
    const b = new BlockBuilder();
    return pageContent([
      b.text(`<p>${ABOUT.intro[locale]}</p>`),
      b.image(refs.images.banners[1]!, {
        alt: ABOUT.imageTitle[locale], headline: ABOUT.imageTitle[locale], text: ABOUT.imageText[locale],
        buttontext: ABOUT.imageButton[locale], link: localePath(refs, locale, `/i/${DEMO.pages.stores[locale]}`),
      }),
      b.layout('multi-column', ABOUT.columns.map((column) => [b.text(column[locale])])),
      b.layout('nested-headline-block', [[b.text(ABOUT.videoTitle[locale]), b.video(VIDEO_URL)]]),
      b.html(ABOUT.quote[locale]),
    ]);
  },
};

const stores: InfoPage = {
  key: 'stores', title: STORES.title, meta: STORES.intro, menu: 'footer',
  content(_refs, locale) {
    const b = new BlockBuilder();
    return pageContent([
      b.text(`<p>${STORES.intro[locale]}</p>`),
      b.layout('multi-column', STORES.stores.map((column) => [b.text(column[locale])])),
      b.maps(MAP_EMBED_SRC),
      b.text(STORES.contact[locale]),
      b.contactForm(),
    ]);
  },
};

const newArrivals: InfoPage = {
  key: 'newArrivals', title: NEW_ARRIVALS.title, meta: NEW_ARRIVALS.intro, menu: 'main',
  content(refs, locale) {
    const b = new BlockBuilder();
    return pageContent([
      b.text(`<p>${NEW_ARRIVALS.intro[locale]}</p><h2>${NEW_ARRIVALS.listTitle[locale]}</h2>`),
      b.category(refs.departments[0]!.id, 12),
    ]);
  },
};

/** Every shop's info pages, in menu order. */
export const INFO_PAGES: readonly InfoPage[] = [newArrivals, about, stores];
