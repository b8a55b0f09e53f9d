import { notFound } from 'next/navigation';
import { cache } from 'react';
import { listingViewFromSegments } from '@/lib/routing/listing-view';
import { parseRoute, type RouteKind } from '@/lib/routing/parse-path';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { isLegalPageSlug } from '@/lib/schemas/legal';
import { loadHomeScreen } from '@/app/[shop]/[mode]/[locale]/_components/home-screen';
import { loadCategoryScreen, loadProductScreen } from '@/app/[shop]/[mode]/[locale]/_lib/catalog-data';
import { loadInfoPage, loadLegalPage } from '@/app/[shop]/[mode]/[locale]/_lib/content-data';
import { redirectMovedCategory } from '@/app/[shop]/[mode]/[locale]/_lib/moved-category';
import { redirectMovedPage } from '@/app/[shop]/[mode]/[locale]/_lib/moved-page';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';

/** Routes whose screens show each shopper's own data: the editor has nothing to edit there. */
export type StorefrontOnlyKind = Extract<RouteKind['kind'], 'cart' | 'order' | 'search' | 'checkout' | 'wishlist' | 'forgot-password' | 'reset-password' | 'confirm-account'>;

/** What the editor shows for a path: a storefront screen with its data (hidden content included), or a note. */
export type EditorRoute =
  | { kind: 'home'; home: Awaited<ReturnType<typeof loadHomeScreen>> }
  | { kind: 'category'; data: NonNullable<Awaited<ReturnType<typeof loadCategoryScreen>>>; explicitSort: boolean }
  | { kind: 'page'; data: NonNullable<Awaited<ReturnType<typeof loadInfoPage>>> }
  | { kind: 'legal'; data: NonNullable<Awaited<ReturnType<typeof loadLegalPage>>> }
  | { kind: 'product'; data: NonNullable<Awaited<ReturnType<typeof loadProductScreen>>> }
  | { kind: 'theme-manager' }
  | { kind: 'storefront-only'; route: Extract<RouteKind, { kind: StorefrontOnlyKind }> };

const found = <T>(data: T | null): T => data ?? notFound();

/**
 * Loads what the editor shows for the path after the locale segment (and the address's query), with the
 * same loaders as the shopper pages (editor mode: drafts, hidden content, nothing cached); 404 for what
 * does not exist. Memoised per render: the page and its metadata load once.
 */
export const loadEditorRoute = cache(async (sf: Storefront, path: string, query: string): Promise<EditorRoute> => {
  // Segments arrive percent-encoded, as on the shopper pages: one no route could match is a 404, never a 500.
  const segments = (path ? path.split('/') : []).map(decodeRouteParam);
  if (segments.includes(null)) notFound();
  const route = parseRoute(segments as string[]);
  switch (route.kind) {
    case 'home': return { kind: 'home', home: await loadHomeScreen(sf) };
    case 'category': {
      const view = listingViewFromSegments(route.view);
      const data = await loadCategoryScreen(sf, route.slug, view);
      // A slug the owner changed leads to the category's new address (308), with the address's query.
      if (!data) await redirectMovedCategory(sf, route.slug, view, new URLSearchParams(query));
      return { kind: 'category', data: found(data), explicitSort: view.sort !== null };
    }
    case 'page': {
      const data = await loadInfoPage(sf, route.slug);
      // A slug the owner changed leads to the page's new address (308), with the address's query.
      if (!data) await redirectMovedPage(sf, route.slug, new URLSearchParams(query));
      return { kind: 'page', data: found(data) };
    }
    case 'legal': return { kind: 'legal', data: found(isLegalPageSlug(route.slug) ? await loadLegalPage(sf, route.slug) : null) };
    case 'product': return { kind: 'product', data: found(await loadProductScreen(sf, route.slug)) };
    case 'theme-manager': return { kind: 'theme-manager' };
    case 'not-found': return notFound();
    default: return { kind: 'storefront-only', route };
  }
});
