import { changedShopFields, mergeShopChanges, remainingShopChanges, withShopChanges } from '../shop-draft';
import type { Shop } from '../types';

const shop = {
  title: 'Demo', email: 'a@example.com', faviconUrl: null, isClosed: false, defaultLocale: 'en',
  locales: [{ identifier: 'en', isVisible: true }, { identifier: 'de', isVisible: true }],
  userSettings: { headerUsps: [{ text: 'Fast', active: true }], socialNetworks: [] },
} as unknown as Shop;

describe('a shop settings draft', () => {
  it('merges later changes over earlier ones, by field, section and locale', () => {
    const merged = mergeShopChanges(
      { title: 'A', userSettings: { socialNetworks: [] }, locales: [{ identifier: 'de', isVisible: false }] },
      { title: 'B', userSettings: { headerUsps: [] }, locales: [{ identifier: 'en', isVisible: true }] },
    );
    expect(merged).toEqual({
      title: 'B', userSettings: { socialNetworks: [], headerUsps: [] },
      locales: [{ identifier: 'de', isVisible: false }, { identifier: 'en', isVisible: true }],
    });
  });

  it('keeps only what differs from the live shop, and nothing when all is put back', () => {
    expect(remainingShopChanges(shop, { title: 'Demo', userSettings: { headerUsps: [{ text: 'Fast', active: true }] } })).toBeNull();
    expect(remainingShopChanges(shop, { title: 'New', locales: [{ identifier: 'de', isVisible: false }, { identifier: 'en', isVisible: true }] }))
      .toEqual({ title: 'New', locales: [{ identifier: 'de', isVisible: false }] });
  });

  it('shows the shop as it will be, and names what changes', () => {
    const changes = { title: 'New', locale: 'de', userSettings: { headerUsps: [] } };
    expect(withShopChanges(shop, changes)).toMatchObject({ title: 'New', defaultLocale: 'de', userSettings: { headerUsps: [], socialNetworks: [] } });
    expect(changedShopFields(changes)).toEqual(['title', 'locale', 'userSettings.headerUsps']);
  });
});
