import type { SiteChange } from '@/lib/content/site-draft';
import { fill } from '../../labels';

/** The texts of "Publish site changes" (EditorSiteChanges), translated on the server, filled by `fill`. */
export const SITE_CHANGES_TEXT_KEYS = [
  'publishSiteChanges', 'waiting', 'nothingWaiting', 'heading', 'intro', 'discard', 'discardQuestion', 'confirmDiscard', 'cancel',
  'publishing', 'published', 'discarded', 'changedMeanwhile', 'failed', 'publishedBefore', 'noneBefore', 'loadingBefore', 'publishedBy', 'formerOwner',
  'shopSettings', 'navigation', 'mainMenu', 'footerMenu', 'themeSettings', 'activeStyle',
  'fieldTitle', 'fieldEmail', 'fieldBaseUrl', 'fieldBackOfficeOrigins', 'fieldFaviconUrl', 'fieldIsClosed', 'fieldLocale', 'fieldLocales',
  'fieldCookieNotice', 'fieldTrustedShopsBadge', 'fieldSocialNetworks', 'fieldHeaderUsps', 'fieldPaymentLogos', 'fieldShippingLogos', 'fieldAddToCart',
] as const;
export type SiteChangesTextKey = (typeof SITE_CHANGES_TEXT_KEYS)[number];
export type SiteChangesLabels = Record<SiteChangesTextKey, string>;

/** The shop settings' fields and user-settings sections a change names, and the key of each one's name. */
const FIELD_KEYS: Record<string, SiteChangesTextKey> = {
  title: 'fieldTitle', email: 'fieldEmail', baseUrl: 'fieldBaseUrl', backOfficeOrigins: 'fieldBackOfficeOrigins', faviconUrl: 'fieldFaviconUrl', isClosed: 'fieldIsClosed', locale: 'fieldLocale', locales: 'fieldLocales',
  'userSettings.cookieNotice': 'fieldCookieNotice', 'userSettings.trustedShopsBadge': 'fieldTrustedShopsBadge',
  'userSettings.socialNetworks': 'fieldSocialNetworks', 'userSettings.headerUsps': 'fieldHeaderUsps',
  'userSettings.paymentLogos': 'fieldPaymentLogos', 'userSettings.shippingLogos': 'fieldShippingLogos',
  'userSettings.addToCart': 'fieldAddToCart',
};

/** A field of the shop settings in the owner's words; one this list does not know, by its name. */
const fieldName = (labels: SiteChangesLabels, field: string) => (FIELD_KEYS[field] ? labels[FIELD_KEYS[field]] : field);

/** One waiting change as a line of the list: "Shop settings: Shop name, Selling points". */
export function describeChange(labels: SiteChangesLabels, change: SiteChange): string {
  switch (change.resource) {
    case 'shop-settings':
      return fill(labels.shopSettings, { fields: change.fields.map((field) => fieldName(labels, field)).join(', ') });
    case 'navigation':
      return fill(labels.navigation, { menus: change.menus.map((menu) => (menu === 'main' ? labels.mainMenu : labels.footerMenu)).join(', ') });
    case 'theme-settings':
      return fill(labels.themeSettings, { style: change.styleTitle, count: change.settings.length });
    case 'active-theme-style':
      return fill(labels.activeStyle, { style: change.styleTitle });
  }
}
