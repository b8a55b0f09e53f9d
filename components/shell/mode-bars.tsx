import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { UiLanguage } from '@/lib/i18n/locales';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { Shop } from '@/lib/server/shop/types';
import { IntentLink } from './intent-link';
import { PreviewTitles } from './preview-titles';
import { ThemePreviewStylesheet } from './theme-preview-stylesheet';

/**
 * Marks preview mode with the previewed theme and style, shows that style's stylesheet, and says when
 * shoppers would see the closed page instead.
 */
export async function PreviewBar({ shop }: { shop: Shop }) {
  const t = await getTranslations('Preview');
  return (
    <div className="mode-bar mode-bar--preview" role="status">
      <strong>{t('label')}</strong>
      <PreviewTitles />
      <ThemePreviewStylesheet />
      {shop.beyond && shop.isClosed && <span>{t('shopClosed')}</span>}
    </div>
  );
}

/** "View as shopper" from the editor (lib/routing/editor-view.ts): says that the page shows the draft, in the owner's language. */
export async function DraftPreviewBar({ language }: { language: UiLanguage }) {
  const t = await getTranslations({ locale: language, namespace: 'Editor' });
  return (
    <div className="mode-bar mode-bar--preview" role="status" lang={language}>
      <strong>{t('draftPreview')}</strong>
      <span>{t('draftPreviewIntro')}</span>
    </div>
  );
}

interface EditorBarProps {
  shop: Shop;
  links: LinkContext;
  /** The owner's language for the bar's texts, which may differ from the page's (the shop's locale). */
  language: UiLanguage;
  /** The page picker and the content language, beside the shop's name; passed in like `children`. */
  pagePicker?: ReactNode;
  children?: ReactNode;
}

/**
 * The editor's top bar; the editor itself is a client-only subtree of its own issue. `children` are
 * the owner's controls (page picker, language, sign-out), passed in by the editor's layout so that this file, which
 * shopper pages import too, pulls no editor island into their bundles.
 */
export async function EditorBar({ shop, links, language, pagePicker, children }: EditorBarProps) {
  const t = await getTranslations({ locale: language, namespace: 'Editor' });
  return (
    <div className="mode-bar mode-bar--editor" role="region" aria-label={t('title')} lang={language}>
      <h1 className="mode-bar__title">{t('title')}</h1>
      <span className="mode-bar__shop">{t('editingShop', { shop: shop.title })}</span>
      {pagePicker}
      {/* Its picture beside its name; where the workspace's bar is short of room, the picture alone (globals.css). */}
      <IntentLink href={hrefFor(routes.themeManager(), links)} className="mode-bar__theme" title={t('themeManager')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 3a9 9 0 0 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.9-.8-1.4-.8-2.3 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.6 17 3 12 3zM7.5 12h.01M9 7.5h.01M14.5 7h.01"
            fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="mode-bar__label">{t('themeManager')}</span>
      </IntentLink>
      <div className="mode-bar__actions">{children}</div>
    </div>
  );
}

/** The page a closed beyond shop shows shoppers (spec section 2). */
export async function ClosedShop() {
  const t = await getTranslations('ShopClosed');
  return (
    <main id="main" className="closed-shop">
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 10h16v10H4zM7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <h1>{t('title')}</h1>
      <p>{t('message')}</p>
    </main>
  );
}
