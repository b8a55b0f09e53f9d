/**
 * The types a shop can be of (spec section 2 and editor mode): hosted, unity and beyond. A shop's type
 * decides which block types its editor offers (each block definition's `constraints.shopTypes`); the
 * spec's `beyond` flag is `type === 'beyond'`, and everything else beyond shops do differently follows
 * that flag alone, so a unity shop behaves as a hosted one apart from its blocks.
 */
export const SHOP_TYPES = ['hosted', 'unity', 'beyond'] as const;

export type ShopType = (typeof SHOP_TYPES)[number];
