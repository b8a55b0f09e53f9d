/**
 * The shop settings module's texts (EditorShopSettings), translated on the server and handed to the
 * editor as plain strings. `{name}`, `{number}`, `{max}`, `{reason}`, `{language}` and `{text}` are filled in by the module.
 */
export const SHOP_SETTINGS_TEXT_KEYS = [
  'shopSettings', 'save', 'remove', 'moveUp', 'moveDown', 'itemAction', 'notSaved',
  'cookieNotice', 'active', 'cookieTitle', 'gdprMessage',
  'sellingPoints', 'textsLanguage', 'sellingPoint', 'untranslatedHint', 'untranslatedMessageHint', 'addSellingPoint', 'sellingPointsFull', 'noSellingPoints',
  'paymentLogos', 'shippingLogos', 'logosHint',
  'socialNetworks', 'socialNetwork', 'addSocialNetwork', 'name', 'nameRequired', 'url', 'socialNetworksFull',
  'trustBadge', 'trustBadgeHint',
  'shopDetails', 'shopTitle', 'titleRequired', 'email', 'favicon', 'faviconAlt',
  'shopAddress', 'shopAddressHint', 'shopAddressInvalid', 'backOffices', 'backOfficesHint', 'backOfficeInvalid',
  'languages', 'visibleLanguages', 'defaultLanguage', 'defaultAlwaysVisible',
  'shopClosed', 'closedNote', 'changedElsewhere', 'addToCart', 'redirectToCart', 'redirectToCartNote',
  'cartReminders', 'cartRemindersEnabled', 'cartRemindersDelay', 'cartRemindersNote',
  'tagManager', 'tagManagerId', 'tagManagerHint', 'tagManagerInvalid',
  'agentsTitle', 'agentsHint', 'agentsLlms', 'agentsCopy', 'agentsCopied',
] as const;
export type ShopSettingsTextKey = (typeof SHOP_SETTINGS_TEXT_KEYS)[number];
export type ShopSettingsText = Record<ShopSettingsTextKey, string>;
