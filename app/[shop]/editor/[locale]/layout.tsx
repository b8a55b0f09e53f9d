import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StorefrontDocument } from '@/app/[shop]/[mode]/[locale]/_components/storefront-document';
import { OwnerSignOutButton } from '@/components/owner/owner-sign-out-button';
import { EditorBar } from '@/components/shell/mode-bars';
import { ownerUiLanguage } from '@/lib/i18n/owner-language';
import { DEFAULT_LOCALE_SEGMENT } from '@/lib/routing/constants';
import { SignInDocument } from './_components/sign-in-document';
import { getEditorRequest, type EditorParams } from './_lib/editor-request';
import '../../../globals.css';

// The owner's editor: rendered for each request from the shop's session cookie (Cache-Control:
// private, no-store), never cached and never shared with shoppers.
export const dynamic = 'force-dynamic';

/** The owner's language for the editor's own screens: the address's language prefix, else the browser's. */
async function ownerLanguage(params: Promise<EditorParams>) {
  const [{ locale }, requestHeaders] = await Promise.all([params, headers()]);
  return ownerUiLanguage(locale === DEFAULT_LOCALE_SEGMENT ? null : locale, requestHeaders.get('accept-language'));
}

export async function generateMetadata({ params }: { params: Promise<EditorParams> }): Promise<Metadata> {
  const request = await getEditorRequest(params);
  const robots = { index: false, follow: false };
  if (!request.owner) {
    const t = await getTranslations({ locale: await ownerLanguage(params), namespace: 'OwnerSignIn' });
    return { title: t('title'), robots };
  }
  const { shop } = request;
  return { metadataBase: new URL(shop.baseUrl), title: { default: shop.title, template: `%s | ${shop.title}` }, robots };
}

/**
 * The editor's document (/editor/...): for the shop's signed-in owner the storefront in editor mode with
 * the editor bar; for anyone else the sign-in screen and nothing of the shop's content.
 */
export default async function EditorLayout({ children, params }: { children: ReactNode; params: Promise<EditorParams> }) {
  const request = await getEditorRequest(params);
  if (!request.storefront) return <SignInDocument shop={request.shop} language={await ownerLanguage(params)} />;
  const { storefront } = request;
  const t = await getTranslations('Editor');
  const modeBar = (
    <EditorBar shop={storefront.shop} links={storefront.links}>
      <OwnerSignOutButton label={t('signOut')} />
    </EditorBar>
  );
  return <StorefrontDocument storefront={storefront} modeBar={modeBar}>{children}</StorefrontDocument>;
}
