import type { Shop } from '@/lib/server/shop/types';
import { shopLogoUrl, shopMetadata } from '../shop-metadata';

const shop = { baseUrl: 'https://shop.example', title: 'Corner Shop', faviconUrl: null } as Shop;

describe('the head of a shop\'s pages', () => {
  it('names the shop in every title and keeps the app\'s icon while the shop has no favicon', () => {
    const metadata = shopMetadata(shop);
    expect(metadata.title).toEqual({ default: 'Corner Shop', template: '%s | Corner Shop' });
    expect(String(metadata.metadataBase)).toBe('https://shop.example/');
    expect(metadata).not.toHaveProperty('icons');
  });

  it('uses the shop\'s favicon once set', () => {
    expect(shopMetadata({ ...shop, faviconUrl: '/media/5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f/icon.png' }).icons)
      .toEqual({ icon: '/media/5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f/icon.png' });
  });
});

describe('the shop\'s logo in structured data', () => {
  it('is the shop\'s favicon, made absolute', () => {
    expect(shopLogoUrl({ ...shop, faviconUrl: '/media/5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f/icon.png' }))
      .toBe('https://shop.example/media/5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f/icon.png');
    expect(shopLogoUrl({ ...shop, faviconUrl: 'https://cdn.shop.example/media/5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f/icon.png' }))
      .toBe('https://cdn.shop.example/media/5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f/icon.png');
  });

  it('is the app\'s icon the browser shows while the shop has no favicon', () => {
    expect(shopLogoUrl(shop)).toBe('https://shop.example/icon.svg');
  });
});
