import { getTranslations } from 'next-intl/server';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { Shop } from '@/lib/server/shop/types';

/**
 * Links to the start page in each visible language, shown only when there is more than one (spec
 * section 2). The switcher that keeps the current page is part of the storefront shell.
 */
export async function LanguageLinks({ shop, links }: { shop: Shop; links: LinkContext }) {
  const visible = shop.locales.filter((l) => l.isVisible || l.identifier === links.locale);
  if (visible.length < 2) return null;
  const t = await getTranslations('Shell');
  const names = await getTranslations('Languages');
  return (
    <nav aria-label={t('language')} className="language-links">
      <ul>
        {visible.map(({ identifier }) => (
          <li key={identifier}>
            <a
              href={hrefFor(routes.home(), { ...links, locale: identifier })}
              hrefLang={identifier}
              lang={identifier}
              aria-current={identifier === links.locale ? 'true' : undefined}
            >
              {names.has(identifier) ? names(identifier) : identifier}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
