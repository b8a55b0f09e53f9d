import type { Metadata } from 'next';
import type { Shop } from '@/lib/server/shop/types';

/** The head every page of a shop shares, shoppers' and the editor's: its address, its title, its favicon. */
export function shopMetadata(shop: Shop): Metadata {
  return {
    metadataBase: new URL(shop.baseUrl),
    title: { default: shop.title, template: `%s | ${shop.title}` },
    // Next adds the app's own icon (app/icon.svg) only to a head without icons: the shop's replaces it.
    ...(shop.faviconUrl ? { icons: { icon: shop.faviconUrl } } : {}),
  };
}
