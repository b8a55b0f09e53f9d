import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StorefrontProviders } from '@/components/providers/storefront-providers';
import { ClosedShop, EditorBar, PreviewBar } from '@/components/shell/mode-bars';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { clientMessages } from '@/lib/i18n/client-messages';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import { loadShell, loadThemeStylesheetHref } from './_lib/content-data';
import { getStorefront, type StorefrontParams } from './_lib/storefront';
import '../../../globals.css';

// Shopper pages are cached per shop, mode and locale and revalidated by tag when what they show
// changes; this is only the longest a page may go without a change being seen.
export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const { shop } = await getStorefront(params);
  return { metadataBase: new URL(shop.baseUrl), title: { default: shop.title, template: `%s | ${shop.title}` } };
}

/** The document of every storefront page: shell, mode bars and the closed-shop rule. */
export default async function StorefrontLayout({ children, params }: { children: ReactNode; params: Promise<StorefrontParams> }) {
  const storefront = await getStorefront(params);
  const { shop, mode, locale, links } = storefront;
  const t = await getTranslations('Shell');
  const closed = showsClosedPage(shop, mode);
  const [shell, stylesheet, messages] = await Promise.all([
    closed ? null : loadShell(storefront), loadThemeStylesheetHref(storefront), getMessages(),
  ]);
  return (
    <html lang={locale}>
      <body data-mode={mode}>
        {/* React hoists it into <head> and holds the page until it has loaded (spec: the page waits for it). */}
        {stylesheet && <link rel="stylesheet" href={stylesheet} precedence="theme" />}
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <StorefrontProviders shop={shop.slug}>
            <a href="#main" className="skip-link">{t('skipToContent')}</a>
            {mode === 'preview' && <PreviewBar shop={shop} />}
            {mode === 'editor' && <EditorBar shop={shop} links={links} />}
            {shell ? (
              <>
                <SiteHeader shop={shop} navigation={shell.mainNavigation} links={links} />
                <main id="main" className="page">{children}</main>
                <SiteFooter shop={shop} footerNavigation={shell.footerNavigation} legalPages={shell.legalPages} links={links} />
              </>
            ) : (
              <ClosedShop />
            )}
          </StorefrontProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
