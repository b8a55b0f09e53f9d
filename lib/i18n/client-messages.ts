import type { AbstractIntlMessages } from 'next-intl';

/**
 * Message namespaces that client components of every page read (the shell). Only these travel to the
 * browser with every page; server components read the rest on the server.
 */
export const CLIENT_NAMESPACES = [
  'Error', 'NotFound', 'Notifications', 'ApiErrors', 'Shell', 'Preview', 'LanguageSwitcher', 'CookieConsent', 'SuggestedSearch',
] as const;

/** Namespaces only some pages' client components read; those pages add them with <PageMessages>. */
export const PAGE_NAMESPACES = {
  /**
   * Pages made of blocks and category listings: home, category, info and legal pages. Their product
   * cards' swatches and quick add dialog (QuickAdd) choose and add as the buy box does (ProductBuyBox, QuantityInput).
   */
  blocks: ['Blocks', 'Listing', 'Sort', 'QuickAdd', 'ProductBuyBox', 'QuantityInput'],
  product: ['ProductBuyBox', 'ProductMedia', 'QuantityInput', 'Blocks', 'Listing', 'Wishlist', 'QuickAdd', 'Reviews'],
  search: ['Search', 'Listing', 'Sort', 'QuickAdd', 'ProductBuyBox', 'QuantityInput'],
  cart: ['Cart', 'CouponErrors', 'QuantityInput'],
  /** ProductBuyBox: each row's add to cart and its notices (components/product/use-add-to-cart.ts). */
  wishlist: ['Wishlist', 'Listing', 'ProductBuyBox'],
  checkout: ['Checkout'],
  /** The personal-data step, where a shopper also signs in and is sent back with the wishlist product added. */
  signIn: ['Checkout', 'SignIn', 'Wishlist'],
  order: ['Order'],
  forgotPassword: ['ForgotPassword'],
  resetPassword: ['ResetPassword'],
  confirmAccount: ['ConfirmAccount'],
} as const;

/** The part of a language's messages the browser needs. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
