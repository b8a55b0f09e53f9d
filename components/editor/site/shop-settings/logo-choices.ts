import type { ShopUserSettings } from '@/lib/schemas/shop-settings';

export type StoredLogo = NonNullable<ShopUserSettings['paymentLogos']>[number];

/** A logo the owner may show in the footer, named in the owner's language. */
export interface LogoChoice extends StoredLogo {
  name: string;
}

/**
 * Every logo of a set to choose from: the shop's, in its order, then the rest of the catalogue, not shown.
 * A stored logo the catalogue no longer lists stays, so that saving never drops it.
 */
export function logoChoices(stored: readonly StoredLogo[], catalogue: readonly { id: string; filename: string }[], name: (id: string) => string): LogoChoice[] {
  const storedIds = new Set(stored.map((logo) => logo.id));
  return [
    ...stored,
    ...catalogue.filter((logo) => !storedIds.has(logo.id)).map((logo) => ({ ...logo, active: false })),
  ].map((logo) => ({ id: logo.id, filename: logo.filename, active: logo.active, name: name(logo.id) }));
}
