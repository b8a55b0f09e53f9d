/**
 * The reviews module's texts (EditorReviews), translated on the server and handed to the editor as plain
 * strings; `{product}`, `{name}`, `{date}` and `{rating}` are filled in by the module.
 */
export const REVIEWS_TEXT_KEYS = [
  'heading', 'empty', 'product', 'byline', 'rating', 'approve', 'reject', 'reply', 'replyLabel', 'saveReply', 'cancel',
  'approved', 'rejected', 'replied', 'anonymous',
] as const;
export type ReviewsTextKey = (typeof REVIEWS_TEXT_KEYS)[number];
export type ReviewsText = Record<ReviewsTextKey, string>;
