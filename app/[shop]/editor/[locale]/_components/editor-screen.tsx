import { getTranslations } from 'next-intl/server';
import { CategoryPageScreen } from '@/app/[shop]/[mode]/[locale]/_components/category-page-screen';
import { HomeScreen } from '@/app/[shop]/[mode]/[locale]/_components/home-screen';
import { InfoScreen } from '@/app/[shop]/[mode]/[locale]/_components/info-screen';
import { LegalScreen } from '@/app/[shop]/[mode]/[locale]/_components/legal-screen';
import { ProductScreen } from '@/app/[shop]/[mode]/[locale]/_components/product-screen';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { ThemeModule } from '@/components/editor/site/theme/theme-module';
import styles from '@/components/editor/workspace/workspace.module.css';
import type { UiLanguage } from '@/lib/i18n/locales';
import type { EditorRoute } from '../_lib/editor-route';
import { loadThemeModule } from '../_lib/site/theme';
import { CanvasPageBlocks } from './canvas-page-blocks';
import { PageWorkbench } from './page-workbench';
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
 * blocks are the canvas's, rendered in the browser from the editor's store (CanvasPageBlocks).
 */
export async function EditorScreen({ storefront, route, path, search, language }: Props) {
  switch (route.kind) {
    case 'home': {
      const { category, page } = route.home;
      if (category || page) {
        const target = category ? { kind: 'category' as const, id: category.category.categoryId } : { kind: 'page' as const, id: page!.page.id };
        const title = category ? category.category.title : page!.page.title;
        return (
          <PageWorkbench storefront={storefront} target={target} title={title} language={language}><HomeScreen storefront={storefront} home={route.home} blocksView={CanvasPageBlocks} /></PageWorkbench>
        );
      }
      // An empty main menu has no home page yet: the editor is where it gets one.
      const t = await getTranslations({ locale: language, namespace: 'Editor' });
      return <SiteScreen storefront={storefront} language={language} title={storefront.shop.title}><p lang={language}>{t('intro', { shop: storefront.shop.title })}</p></SiteScreen>;
    }
    case 'category': return (
      <PageWorkbench storefront={storefront} target={{ kind: 'category', id: route.data.category.categoryId }} title={route.data.category.title} language={language}>
        <CategoryPageScreen storefront={storefront} data={route.data} explicitSort={route.explicitSort} blocksView={CanvasPageBlocks} />
      </PageWorkbench>
    );
    case 'page': return (
      <PageWorkbench storefront={storefront} target={{ kind: 'page', id: route.data.page.id }} title={route.data.page.title} language={language}>
        <InfoScreen storefront={storefront} data={route.data} blocksView={CanvasPageBlocks} />
      </PageWorkbench>
    );
    case 'legal': return (
      <PageWorkbench storefront={storefront} target={{ kind: 'page', id: route.data.page.id }} title={route.data.page.title} language={language}>
        <LegalScreen storefront={storefront} data={route.data} blocksView={CanvasPageBlocks} />
      </PageWorkbench>
    );
    case 'product': return <SiteScreen storefront={storefront} language={language} title={route.data.product.name}><ProductScreen storefront={storefront} data={route.data} /></SiteScreen>;
    // The owner's theme manager: the Theme module over the whole screen; shoppers' /thememanager only lists.
    case 'theme-manager': return <main id="main" className={styles.pageScreen}><ThemeModule {...await loadThemeModule(storefront, language)} layout="page" /></main>;
    case 'storefront-only': {
      const step = route.route.kind === 'checkout' ? route.route.step : undefined;
      return (
        <SiteScreen storefront={storefront} language={language} title={storefront.shop.title}>
          <StorefrontOnly storefront={storefront} kind={route.route.kind} step={step} route={`/${path}`} search={search} language={language} />
        </SiteScreen>
      );
    }
  }
}
