import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { REVIEWS_TEXT_KEYS } from '@/components/editor/site/reviews/labels';
import type { ReviewsModuleProps } from '@/components/editor/site/reviews/reviews-module';
import type { UiLanguage } from '@/lib/i18n/locales';
import { listOwnerReviews } from '@/lib/server/reviews/reviews';
import { texts } from '../texts';

/** The reviews module's start: the shop's reviews waiting for approval (the first 100), read fresh, and its texts. */
export async function loadReviewsModule(storefront: Storefront, language: UiLanguage): Promise<ReviewsModuleProps> {
  const [pending, text] = await Promise.all([
    listOwnerReviews(storefront.shop, { status: 'pending', page: 1, resultsPerPage: 100 }),
    texts(language, 'EditorReviews', REVIEWS_TEXT_KEYS),
  ]);
  return { pending: pending.items, text, language };
}
