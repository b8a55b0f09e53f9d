import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { hrefFor, type LinkContext } from '@/lib/routing/links';
import type { LegalPageLink, NavigationItem } from '@/lib/server/content/types';
import type { Shop } from '@/lib/server/shop/types';

interface Props {
  shop: Shop;
  footerNavigation: NavigationItem[];
  legalPages: LegalPageLink[];
  links: LinkContext;
}

/** Footer pages, legal pages and the shop's name. */
export async function SiteFooter({ shop, footerNavigation, legalPages, links }: Props) {
  const t = await getTranslations('Shell');
  return (
    <footer className="site-footer">
      <nav aria-label={t('footerNavigation')}>
        <ul>
          {footerNavigation.map((item) => (
            <li key={item.id}><Link href={hrefFor(item.href, links)}>{item.title}</Link></li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('legalNavigation')}>
        <ul>
          {legalPages.map((page) => (
            <li key={page.slug}><Link href={hrefFor(page.href, links)}>{page.title}</Link></li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__note">© {shop.title} · {t('poweredBy')}</p>
    </footer>
  );
}
