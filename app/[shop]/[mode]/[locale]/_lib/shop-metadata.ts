import type { Metadata } from 'next';
import type { Shop } from '@/lib/server/shop/types';

/** Where Next serves the app's own icon (app/icon.svg), the tab icon of a shop without a favicon. */
const APP_ICON_PATH = '/icon.svg';

/** The head every page of a shop shares, shoppers' and the editor's: its address, its title, its favicon. */
export function shopMetadata(shop: Shop): Metadata {
  return {
    metadataBase: new URL(shop.baseUrl),
    title: { default: shop.title, template: `%s | ${shop.title}` },
    // Next adds the app's own icon (app/icon.svg) only to a head without icons: the shop's replaces it.
    ...(shop.faviconUrl ? { icons: { icon: shop.faviconUrl } } : {}),
  };
}

/**
 * The picture that stands for the shop, absolute, for its Organization structured data. A shop has no
 * logo of its own (its header shows its name as text): its favicon is that picture, or else the app's
 * icon that browsers show in its place.
 */
export function shopLogoUrl(shop: Pick<Shop, 'baseUrl' | 'faviconUrl'>): string {
  return new URL(shop.faviconUrl ?? APP_ICON_PATH, shop.baseUrl).toString();
}
