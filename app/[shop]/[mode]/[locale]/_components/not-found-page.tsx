import { findStorefront, type StorefrontParams } from '../_lib/storefront';
import { NotFoundStatus } from './not-found-status';
import { NotFoundView } from './not-found-view';

/**
 * What a cached page renders when what it shows does not exist: the not-found view with the 404 status.
 * Without a storefront (unknown shop or language) the layout shows the not-found page already.
 */
export async function NotFoundPage({ params }: { params: Promise<StorefrontParams> }) {
  const storefront = await findStorefront(params);
  if (!storefront) return null;
  return (
    <>
      <NotFoundView links={storefront.links} />
      <NotFoundStatus />
    </>
  );
}
