import type { ReactNode } from 'react';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { WORKBENCH_TEXT_KEYS } from '@/components/editor/labels';
import { SiteWorkbench } from '@/components/editor/site-workbench';
import type { UiLanguage } from '@/lib/i18n/locales';
import { texts } from '../_lib/texts';
import { siteModules } from './site-modules';

interface Props {
  storefront: Storefront;
  language: UiLanguage;
  /** The screen's name (a product's, the shop's), which the canvas frame is called by. */
  title: string;
  children: ReactNode;
}

/** An editor screen without a page of blocks (a product, the cart, an empty shop): the site's modules beside it. */
export async function SiteScreen({ storefront, language, title, children }: Props) {
  const [ui, site] = await Promise.all([texts(language, 'EditorWorkbench', WORKBENCH_TEXT_KEYS), siteModules(storefront, language)]);
  return <SiteWorkbench ui={ui} language={language} site={site} title={title} lang={storefront.locale}>{children}</SiteWorkbench>;
}
