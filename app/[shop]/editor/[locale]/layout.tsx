import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { StorefrontDocument } from '@/app/[shop]/[mode]/[locale]/_components/storefront-document';
import { shopMetadata } from '@/app/[shop]/[mode]/[locale]/_lib/shop-metadata';
import { AccountMenu } from '@/components/owner/account-menu';
import { EditorLanguageSelect } from '@/components/owner/editor-language-select';
import { OwnerSignOutButton } from '@/components/owner/owner-sign-out-button';
import { SITE_CHANGES_TEXT_KEYS } from '@/components/editor/site/site-changes/labels';
import { SiteChanges } from '@/components/editor/site/site-changes/site-changes';
import { PAGE_PICKER_TEXT_KEYS } from '@/components/editor/site/page-picker/labels';
import { PagePicker } from '@/components/editor/site/page-picker/page-picker';
import { ContentLanguage } from '@/components/editor/site/content-language';
import { DraftPreviewBar, EditorBar } from '@/components/shell/mode-bars';
import { EDITOR_VIEW_HEADER, SHOPPER_VIEW } from '@/lib/routing/editor-view';
import { BarFit } from '@/components/editor/workspace/bar-fit';
import { CanvasChrome } from '@/components/editor/workspace/canvas-chrome';
import { Slot } from '@/components/editor/workspace/slots';
import { describeSiteDrafts } from '@/lib/server/site/site-changes';
import { EditorBackOffice } from './_components/editor-back-office';
import { SignInDocument } from './_components/sign-in-document';
import { editorLanguage } from './_lib/editor-language';
import { getEditorRequest, type EditorParams } from './_lib/editor-request';
import { pageLanguageTexts } from './_lib/page-language-texts';
import { texts } from './_lib/texts';
import '../../../globals.css';

// The owner's editor: rendered for each request from the shop's session cookie (Cache-Control:
// private, no-store), never cached and never shared with shoppers.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<EditorParams> }): Promise<Metadata> {
  const request = await getEditorRequest(params);
  const robots = { index: false, follow: false };
  if (!request.owner) {
    const t = await getTranslations({ locale: await editorLanguage(params), namespace: 'OwnerSignIn' });
    return { title: t('title'), robots };
  }
  return { ...shopMetadata(request.shop), robots };
}

/**
 * The editor's document (/editor/...): for the shop's signed-in owner the workspace, under the editor bar
 * (the shop, the page picker, the open page's tools, the site's changes, and the owner's menu with their language and sign-out), with the
 * shop's header and footer in the canvas frame; for anyone else the sign-in screen and nothing of the shop's content. The editor's own
 * texts are in the owner's language (`editorLanguage`), the shop's content in the shop's locale.
 */
export default async function EditorLayout({ children, params }: { children: ReactNode; params: Promise<EditorParams> }) {
  const [request, language] = await Promise.all([getEditorRequest(params), editorLanguage(params)]);
  if (!request.storefront) return <SignInDocument shop={request.shop} language={language} />;
  const { storefront } = request;
  if ((await headers()).get(EDITOR_VIEW_HEADER) === SHOPPER_VIEW) {
    // "View as shopper": the page alone with its draft; blocks hidden on a width are hidden there (globals.css).
    return (
      <StorefrontDocument storefront={storefront} modeBar={<DraftPreviewBar language={language} />}>
        <div className="shopper-view">{children}</div>
      </StorefrontDocument>
    );
  }
  const [t, choice, languageNames, siteChanges, siteChangeLabels, pickerLabels, pageLanguageLabels] = await Promise.all([
    getTranslations({ locale: language, namespace: 'Editor' }), getTranslations({ locale: language, namespace: 'EditorLanguage' }),
    getTranslations({ locale: language, namespace: 'Languages' }),
    describeSiteDrafts(storefront.shop, storefront.shop.siteDrafts ?? {}), texts(language, 'EditorSiteChanges', SITE_CHANGES_TEXT_KEYS),
    texts(language, 'EditorPagePicker', PAGE_PICKER_TEXT_KEYS), pageLanguageTexts(language),
  ]);
  const { shop, locale } = storefront;
  const contentLanguages = shop.locales.map(({ identifier, isVisible }) => {
    const name = languageNames.has(identifier) ? languageNames(identifier) : identifier;
    return { identifier, name: isVisible ? name : t('hiddenLanguage', { language: name }) };
  });
  const modeBar = (
    <EditorBar shop={storefront.shop} links={storefront.links} language={language}
      pagePicker={<>
        <PagePicker labels={pickerLabels} links={storefront.links} />
        {contentLanguages.length > 1 && (
          <ContentLanguage label={t('contentLanguage')} options={contentLanguages} current={locale} defaultLocale={shop.defaultLocale}
            texts={pageLanguageLabels} />
        )}
      </>}>
      <Slot name="page-tools" className="mode-bar__page-tools" />
      <SiteChanges changes={siteChanges} labels={siteChangeLabels} language={language} />
      <EditorBackOffice shop={storefront.shop} language={language} />
      <AccountMenu label={t('account')} signedInAs={t('signedInAs', { email: request.owner.email })} email={request.owner.email}>
        <EditorLanguageSelect label={choice('label')} language={language} />
        <OwnerSignOutButton label={t('signOut')} />
      </AccountMenu>
      <BarFit />
    </EditorBar>
  );
  return <StorefrontDocument storefront={storefront} modeBar={modeBar} canvasChrome={CanvasChrome}>{children}</StorefrontDocument>;
}
