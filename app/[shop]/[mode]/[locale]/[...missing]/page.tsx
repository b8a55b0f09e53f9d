import type { Metadata } from 'next';
import { NotFoundPage } from '../_components/not-found-page';
import { notFoundMetadata } from '../_lib/not-found-metadata';
import type { StorefrontParams } from '../_lib/storefront';

// Cached like the other shopper pages: NotFoundPage's 404 status needs a prerendered page.
export async function generateStaticParams() {
  return [];
}

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/** Any path that is not a route of the spec's table: the not-found page, in the shop's layout and language. */
export default function MissingRoute({ params }: { params: Promise<StorefrontParams> }) {
  return <NotFoundPage params={params} />;
}
