import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CategoryPageScreen } from '@/app/[shop]/[mode]/[locale]/_components/category-page-screen';
import { HomeScreen } from '@/app/[shop]/[mode]/[locale]/_components/home-screen';
import { InfoScreen } from '@/app/[shop]/[mode]/[locale]/_components/info-screen';
import { LegalScreen } from '@/app/[shop]/[mode]/[locale]/_components/legal-screen';
import { ProductScreen } from '@/app/[shop]/[mode]/[locale]/_components/product-screen';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { ThemeModule } from '@/components/editor/site/theme/theme-module';
import styles from '@/components/editor/workspace/workspace.module.css';
import type { UiLanguage } from '@/lib/i18n/locales';
import { isShopperView } from '@/lib/routing/editor-view';
import type { DocumentTarget } from '@/lib/server/content/documents/target';
import type { EditorRoute } from '../_lib/editor-route';
import { loadThemeModule } from '../_lib/site/theme';
import { CanvasPageBlocks } from './canvas-page-blocks';
import { PageWorkbench } from './page-workbench';
import { loadSectionScreen, SectionScreen } from './section-screen';
import { SiteScreen } from './site-screen';
import { StorefrontOnly } from './storefront-only';

interface Props {
  storefront: Storefront;
  route: EditorRoute;
  /** The path after the language prefix, as the address had it, and the address's query. */
  path: string;
  search: URLSearchParams;
  /** The owner's language for the editor's own texts; the shop's content keeps the storefront's locale. */
  language: UiLanguage;
}

/**
 * The screen of an editor path: the same screen components as the shopper pages, in editor mode; a page's
 * blocks are the canvas's, rendered in the browser from the editor's store (CanvasPageBlocks). In the
 * shopper's view ("View as shopper", lib/routing/editor-view.ts) the same screen stands alone, its draft's
 * blocks rendered on the server as shoppers will get them once published.
 */
export async function EditorScreen({ storefront, route, path, search, language }: Props) {
  const shopperView = isShopperView(search);
  const blocksView = shopperView ? undefined : CanvasPageBlocks;
  const inPageWorkbench = (target: DocumentTarget, title: string, screen: ReactNode) => (shopperView ? screen : (
    <PageWorkbench storefront={storefront} target={target} title={title} language={language}>{screen}</PageWorkbench>
  ));
  const inSiteScreen = (title: string, screen: ReactNode) => (shopperView ? screen : (
    <SiteScreen storefront={storefront} language={language} title={title}>{screen}</SiteScreen>
  ));
  // A section opened from a page (`?section={id}`): the workspace edits the section's blocks instead.
  const sectionId = search.get('section');
  if (sectionId && !shopperView) {
    const data = await loadSectionScreen(storefront, sectionId);
    return inPageWorkbench({ kind: 'section', id: data.section.id }, data.section.name,
      <SectionScreen storefront={storefront} data={data} blocksView={blocksView} />);
  }
  switch (route.kind) {
    case 'home': {
      const { category, page } = route.home;
      if (category || page) {
        const target = category ? { kind: 'category' as const, id: category.category.categoryId } : { kind: 'page' as const, id: page!.page.id };
        const title = category ? category.category.title : page!.page.title;
        return inPageWorkbench(target, title, <HomeScreen storefront={storefront} home={route.home} blocksView={blocksView} />);
      }
      // An empty main menu has no home page yet: the editor is where it gets one.
      const t = await getTranslations({ locale: language, namespace: 'Editor' });
      return inSiteScreen(storefront.shop.title, <p lang={language}>{t('intro', { shop: storefront.shop.title })}</p>);
    }
    case 'category': return inPageWorkbench({ kind: 'category', id: route.data.category.categoryId }, route.data.category.title,
      <CategoryPageScreen storefront={storefront} data={route.data} explicitSort={route.explicitSort} blocksView={blocksView} />);
    case 'page': return inPageWorkbench({ kind: 'page', id: route.data.page.id }, route.data.page.title,
      <InfoScreen storefront={storefront} data={route.data} blocksView={blocksView} />);
    case 'legal': return inPageWorkbench({ kind: 'page', id: route.data.page.id }, route.data.page.title,
      <LegalScreen storefront={storefront} data={route.data} blocksView={blocksView} />);
    case 'product': return inSiteScreen(route.data.product.name, <ProductScreen storefront={storefront} data={route.data} />);
    // The owner's theme manager: the Theme module over the whole screen; shoppers' /thememanager only lists.
    case 'theme-manager': return <main id="main" className={styles.pageScreen}><ThemeModule {...await loadThemeModule(storefront, language)} layout="page" /></main>;
    case 'storefront-only': {
      const step = route.route.kind === 'checkout' ? route.route.step : undefined;
      return inSiteScreen(storefront.shop.title,
        <StorefrontOnly storefront={storefront} kind={route.route.kind} step={step} route={`/${path}`} search={search} language={language} />);
    }
  }
}
