import type { SiteDrafts } from '@/lib/content/site-draft';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import type { ShopType } from '@/lib/schemas/shop-type';

export interface ShopLocale {
  identifier: string;
  isVisible: boolean;
}

/** A shop as pages and the API see it (spec section 3, Shop). */
export interface Shop {
  id: string;
  slug: string;
  title: string;
  email: string;
  /** Public base URL of the storefront, for absolute links in metadata and emails. */
  baseUrl: string;
  /** Which block types its editor offers; nothing else differs by type but what `beyond` decides. */
  type: ShopType;
  /** The spec's flag: `type === 'beyond'`. */
  beyond: boolean;
  isClosed: boolean;
  /** The browser tab's icon, an image of the shop's uploads; null: the app's own. */
  faviconUrl: string | null;
  defaultLocale: string;
  locales: ShopLocale[];
  currency: string;
  taxRateBasisPoints: number;
  /** The country the shop is registered in for VAT (ISO 3166-1 alpha-2). */
  countryCode: string;
  resellerName: string;
  userSettings: ShopUserSettings;
  activeThemeStyleId: string | null;
  /** Origins of the back offices that may frame the editor and send it window messages; valid origins only. */
  backOfficeOrigins: string[];
  /**
   * Only in the editor (`withSiteDrafts`): the owner's site changes waiting for "Publish site changes",
   * already applied to the fields above; the menus and theme styles read them from here.
   */
  siteDrafts?: SiteDrafts;
}
