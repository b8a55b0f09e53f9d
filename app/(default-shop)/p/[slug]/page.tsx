import ProductPage, { generateMetadata as metadataOfProductPage } from '@/app/[shop]/[mode]/[locale]/p/[slug]/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Rendered on demand and cached, as the same page of the internal tree is.
export async function generateStaticParams() {
  return [];
}

export const generateMetadata = forDefaultShop(metadataOfProductPage);

export default forDefaultShop(ProductPage);
