import StorefrontLayout, { generateMetadata as metadataOfStorefrontLayout } from '@/app/[shop]/[mode]/[locale]/layout';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// As the internal tree's layout: the longest a cached page may go without a change being seen.
export const revalidate = 86400;

export const generateMetadata = forDefaultShop(metadataOfStorefrontLayout);

/**
 * The default shop's live pages in its default language at their public paths, without a rewrite
 * (lib/routing/default-shop-routes.mjs, docs/architecture.md): the internal tree's layout and pages
 * for the default shop's segments. The group is a root layout of its own, so every page a shopper
 * moves between by links in the default language is here, and those moves stay client-side.
 */
export default forDefaultShop(StorefrontLayout);
