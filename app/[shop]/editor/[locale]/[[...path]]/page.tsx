import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { searchOf, type SearchParams } from '@/app/[shop]/[mode]/[locale]/_lib/search-params';
import { loadLocalizedSlugs } from '@/app/[shop]/[mode]/[locale]/_lib/seo-data';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { routes } from '@/lib/routing/links';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import type { UiLanguage } from '@/lib/i18n/locales';
import { EditorScreen } from '../_components/editor-screen';
import { editorLanguage } from '../_lib/editor-language';
import { getEditorRequest, type EditorParams } from '../_lib/editor-request';
import { loadEditorRoute, type EditorRoute } from '../_lib/editor-route';

// The owner's working screen: rendered for each request from the session cookie, never cached.
export const dynamic = 'force-dynamic';

type Params = EditorParams & { path?: string[] };

async function load(params: Promise<Params>, searchParams: Promise<SearchParams>) {
  const [request, { path = [] }, language, query] = await Promise.all([getEditorRequest(params), params, editorLanguage(params), searchParams]);
  // Nothing of the shop without a session: the layout shows the sign-in screen instead.
  if (!request.storefront) return null;
  const joined = path.join('/');
  const search = searchOf(query);
  return { storefront: request.storefront, path: joined, language, search, route: await loadEditorRoute(request.storefront, joined, search) };
}

async function titleOf(route: EditorRoute, language: UiLanguage): Promise<string | undefined> {
  switch (route.kind) {
    case 'category': return route.data.category.title;
    case 'page': case 'legal': return route.data.page.title;
    case 'product': return route.data.product.name;
    case 'theme-manager': return (await getTranslations({ locale: language, namespace: 'Editor' }))('themeManager');
    default: return undefined;
  }
}

/**
 * An info page's addresses in the shop's other languages, as shoppers' pages name them: the top bar's
 * content language (switch-language.ts) opens the same page in another language by them.
 */
async function alternatesOf(storefront: Storefront, route: EditorRoute): Promise<Metadata['alternates'] | undefined> {
  if (route.kind !== 'page') return undefined;
  return slugAlternates(storefront, await loadLocalizedSlugs(storefront, 'page', route.data.page.id), routes.page);
}

export async function generateMetadata({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const loaded = await load(params, searchParams);
  if (!loaded) return {};
  const [title, alternates] = await Promise.all([titleOf(loaded.route, loaded.language), alternatesOf(loaded.storefront, loaded.route)]);
  return { ...(title ? { title } : {}), ...(alternates ? { alternates } : {}) };
}

/**
 * Every path under /editor (/editor, /editor/{lang}, /editor/c/..., /editor/i/...): the storefront screen
 * of that path in editor mode, hidden content included, for the shop's signed-in owner only.
 */
export default async function EditorPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }) {
  const loaded = await load(params, searchParams);
  if (!loaded) return null;
  return <EditorScreen {...loaded} search={new URLSearchParams(loaded.search)} />;
}
