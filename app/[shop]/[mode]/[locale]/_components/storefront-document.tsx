import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ComponentType, ReactNode } from 'react';
import { ConsentSignals } from '@/components/analytics/consent-signals';
import { PageLoadCounter } from '@/components/analytics/page-load-counter';
import { TagManagerSources } from '@/components/analytics/tag-manager-sources';
import { StorefrontProviders } from '@/components/providers/storefront-providers';
import { BackToTop } from '@/components/shell/back-to-top';
import { ChunkLoadRecovery } from '@/components/shell/chunk-load-recovery';
import { CookieConsentDialog } from '@/components/shell/cookie-consent-dialog';
import { ClosedShop } from '@/components/shell/mode-bars';
import { NavigationEffects } from '@/components/shell/navigation-effects';
import { TranslationEditorLoader } from '@/components/translation-editor/translation-editor-loader';
import { ServiceWorkerRegistration } from '@/components/shell/service-worker-registration';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { TrustBadge } from '@/components/shell/trust-badge';
import { clientMessages } from '@/lib/i18n/client-messages';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import { loadDocumentChrome, loadShell } from '../_lib/content-data';
import type { Storefront } from '../_lib/storefront';

interface Props {
  storefront: Storefront;
  /** The bar above the shell that says which mode this is (preview, editor); none for shoppers. */
  modeBar?: ReactNode;
  /**
   * The editor's workspace: the shop's header and footer are rendered through it into the canvas frame, and
   * `children` (the workspace) stand in the document without the shoppers' <main>. The layout passes it, so
   * that the editor's islands stay out of the shopper tree's bundles.
   */
  canvasChrome?: ComponentType<{ part: 'header' | 'footer'; children: ReactNode }>;
  children: ReactNode;
}

/**
 * The document of every storefront page, shoppers' and the editor's: shell, mode bar, shell islands and
 * the closed-shop rule. The mode bar comes from the layout, so editor-only islands stay out of the
 * shopper tree's bundles.
 */
export async function StorefrontDocument({ storefront, modeBar, canvasChrome: CanvasChrome, children }: Props) {
  const { shop, mode, locale, links } = storefront;
  const t = await getTranslations('Shell');
  const closed = showsClosedPage(shop, mode);
  // What the editor leaves out of the chrome (the owner's scripts, the worker, the notice): loadDocumentChrome.
  const [shell, { stylesheet, workerScripts, countries, trustBadge, cookieNotice: notice }, messages] = await Promise.all([
    closed ? null : loadShell(storefront), loadDocumentChrome(storefront), getMessages(),
  ]);
  // The owner's own views (preview, editor) never load the shop's tags: they would count the owner.
  const tagManagerId = mode === 'live' ? shop.userSettings.tagManager?.containerId ?? null : null;
  return (
    // data-scroll-behavior: Next turns the smooth scrolling of globals.css off while it changes routes.
    <html lang={locale} data-scroll-behavior="smooth">
      <body data-mode={mode} data-workspace={CanvasChrome ? '' : undefined}>
        {/* React hoists it into <head> and holds the page until it has loaded (spec: the page waits for it).
            Shoppers get its few hundred bytes inline: no request of its own to wait for before the first paint.
            Previews and the editor link it, as they swap or repoint it (components/shell/theme-stylesheet.ts,
            the editor's live-stylesheet.ts), which find it by the attribute or its address. */}
        {stylesheet && (mode === 'live'
          ? <style href={stylesheet.href} precedence="theme">{stylesheet.css}</style>
          : <link rel="stylesheet" href={stylesheet.href} precedence="theme" data-theme-stylesheet="" />)}
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <StorefrontProviders shop={shop.slug} locale={locale}>
            {!CanvasChrome && <a href="#main" className="skip-link">{t('skipToContent')}</a>}
            <div className="unsupported-browser" role="note">{t('unsupportedBrowser')}</div>
            {modeBar}
            {shell && CanvasChrome ? (
              <>
                <CanvasChrome part="header"><SiteHeader shop={shop} navigation={shell.mainNavigation} links={links} /></CanvasChrome>
                {children}
                <CanvasChrome part="footer">
                  <SiteFooter shop={shop} footerNavigation={shell.footerNavigation} legalPages={shell.legalPages} links={links} />
                </CanvasChrome>
              </>
            ) : shell ? (
              <>
                <SiteHeader shop={shop} navigation={shell.mainNavigation} links={links} countries={countries} />
                <main id="main" className="page" tabIndex={-1}>{children}</main>
                <SiteFooter shop={shop} footerNavigation={shell.footerNavigation} legalPages={shell.legalPages} links={links} countries={countries} />
                <BackToTop />
                {trustBadge && <TrustBadge badge={trustBadge} />}
                <ConsentSignals tagManagerId={tagManagerId} />
                {/* The owner's overview counts shoppers' live pages only. */}
                {mode === 'live' && <PageLoadCounter />}
                {tagManagerId && <TagManagerSources />}
                {notice && (
                  <CookieConsentDialog title={notice.title} titleLang={notice.titleLang} messageHtml={notice.messageHtml} messageLang={notice.messageLang} />
                )}
              </>
            ) : (
              <ClosedShop />
            )}
            <NavigationEffects editor={mode === 'editor'} />
            <ChunkLoadRecovery />
            <TranslationEditorLoader />
            {workerScripts && <ServiceWorkerRegistration shop={shop.slug} scripts={workerScripts} />}
          </StorefrontProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
