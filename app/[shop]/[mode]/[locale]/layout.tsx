import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StorefrontProviders } from '@/components/providers/storefront-providers';
import { BackToTop } from '@/components/shell/back-to-top';
import { CookieConsentDialog } from '@/components/shell/cookie-consent-dialog';
import { ClosedShop, EditorBar, PreviewBar } from '@/components/shell/mode-bars';
import { NavigationEffects } from '@/components/shell/navigation-effects';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { clientMessages } from '@/lib/i18n/client-messages';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import { loadShell, loadThemeStylesheetHref } from './_lib/content-data';
import { getStorefront, type StorefrontParams } from './_lib/storefront';
import '../../../globals.css';

// Shopper pages are cached per shop, mode and locale and revalidated by tag when what they show
// changes; this is only the longest a page may go without a change being seen.
export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const { shop, mode } = await getStorefront(params);
  return {
    metadataBase: new URL(shop.baseUrl),
    title: { default: shop.title, template: `%s | ${shop.title}` },
    // Preview and editor renderings must never be indexed in place of the live pages.
    ...(mode === 'live' ? {} : { robots: { index: false, follow: false } }),
  };
}

/** The document of every storefront page: shell, mode bars, shell islands and the closed-shop rule. */
export default async function StorefrontLayout({ children, params }: { children: ReactNode; params: Promise<StorefrontParams> }) {
  const storefront = await getStorefront(params);
  const { shop, mode, locale, links } = storefront;
  const t = await getTranslations('Shell');
  const closed = showsClosedPage(shop, mode);
  const [shell, stylesheet, messages] = await Promise.all([
    closed ? null : loadShell(storefront), loadThemeStylesheetHref(storefront), getMessages(),
  ]);
  const cookieNotice = shop.userSettings.cookieNotice;
  return (
    // data-scroll-behavior: Next turns the smooth scrolling of globals.css off while it changes routes.
    <html lang={locale} data-scroll-behavior="smooth">
      <body data-mode={mode}>
        {/* React hoists it into <head> and holds the page until it has loaded (spec: the page waits for it). */}
        {stylesheet && <link rel="stylesheet" href={stylesheet} precedence="theme" />}
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <StorefrontProviders shop={shop.slug} locale={locale}>
            <a href="#main" className="skip-link">{t('skipToContent')}</a>
            <div className="unsupported-browser" role="note">{t('unsupportedBrowser')}</div>
            {mode === 'preview' && <PreviewBar shop={shop} />}
            {mode === 'editor' && <EditorBar shop={shop} links={links} />}
            {shell ? (
              <>
                <SiteHeader shop={shop} navigation={shell.mainNavigation} links={links} />
                <main id="main" className="page" tabIndex={-1}>{children}</main>
                <SiteFooter shop={shop} footerNavigation={shell.footerNavigation} legalPages={shell.legalPages} links={links} />
                <BackToTop />
                {cookieNotice?.active && mode !== 'editor' && (
                  <CookieConsentDialog title={cookieNotice.title ?? null} messageHtml={sanitizeRichText(cookieNotice.gdprMessageHtml ?? '')} />
                )}
              </>
            ) : (
              <ClosedShop />
            )}
            <NavigationEffects editor={mode === 'editor'} />
          </StorefrontProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
