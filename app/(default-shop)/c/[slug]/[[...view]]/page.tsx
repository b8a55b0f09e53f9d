import CategoryPage, { generateMetadata as metadataOfCategoryPage } from '@/app/[shop]/[mode]/[locale]/c/[slug]/[[...view]]/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Rendered on demand and cached, as the same page of the internal tree is.
export async function generateStaticParams() {
  return [];
}

export const generateMetadata = forDefaultShop(metadataOfCategoryPage);

export default forDefaultShop(CategoryPage);
