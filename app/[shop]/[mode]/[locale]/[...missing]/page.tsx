import { notFound } from 'next/navigation';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

/** Any path that is not a route of the spec's table. */
export default async function MissingRoute({ params }: { params: Promise<StorefrontParams> }): Promise<never> {
  // Resolve the shop first, so the not-found page can link back within its language and mode.
  await getStorefront(params);
  notFound();
}
