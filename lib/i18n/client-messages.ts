import type { AbstractIntlMessages } from 'next-intl';

/**
 * Message namespaces that client components read. Only these travel to the browser with every page;
 * server components read the rest on the server. A client component using a new namespace adds it here.
 */
export const CLIENT_NAMESPACES = ['Error', 'NotFound', 'Notifications', 'Listing', 'Search', 'Sort', 'SuggestedSearch', 'ProductBuyBox', 'ProductMedia', 'QuantityInput', 'Shell', 'Preview', 'LanguageSwitcher', 'CookieConsent', 'Blocks', 'Checkout', 'Order', 'ForgotPassword', 'ResetPassword'] as const;

/** The part of a language's messages the browser needs. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
