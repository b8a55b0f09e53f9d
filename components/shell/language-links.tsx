import { getTranslations } from 'next-intl/server';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { Shop } from '@/lib/server/shop/types';
import { LanguageSwitcher } from './language-switcher';

/**
 * The language menu, shown only when the shop has more than one visible language; the active one is
 * always listed (spec section 2). The owner's editor lists the hidden ones too. Each option links to its
 * start page for browsers without JavaScript.
 */
export async function LanguageLinks({ shop, links }: { shop: Shop; links: LinkContext }) {
  const listed = (l: Shop['locales'][number]) => l.isVisible || links.editor;
  const visible = shop.locales.filter((l) => listed(l) || l.identifier === links.locale);
  if (shop.locales.filter(listed).length < 2) return null;
  const names = await getTranslations('Languages');
  const options = visible.map(({ identifier }) => ({
    identifier,
    name: names.has(identifier) ? names(identifier) : identifier,
    href: hrefFor(routes.home(), { ...links, locale: identifier }),
  }));
  return <LanguageSwitcher options={options} current={links.locale} defaultLocale={shop.defaultLocale} />;
}
