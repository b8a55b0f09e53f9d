import type { Metadata } from 'next';
import { NotFoundView } from './_components/not-found-view';
import { notFoundMetadata } from './_lib/not-found-metadata';
import { currentStorefront } from './_lib/storefront';

/** Next's 404s inside the shop's layout: the same head as the not-found pages cached pages render themselves. */
export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/**
 * The not-found page Next renders for a notFound() thrown below the layout, by the pages rendered per
 * request and the editor's screens (spec section 2: status 404, 'Not found'). Cached pages render
 * NotFoundPage themselves, so that it is in their server HTML.
 */
export default function NotFound() {
  return <NotFoundView links={currentStorefront()?.links} />;
}
