import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { cartLineItems, carts, productTranslations, products } from '@/lib/db/schema';
import { withFormatted, type FormattedMoney } from '@/lib/money';
import { includedTax } from '@/lib/pricing/tax';
import { loadImages } from '@/lib/server/catalog/product-cards';
import type { ProductImage } from '@/lib/server/catalog/types';
import { hashToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';

/** Name of the httpOnly cookie that holds the token of the shopper's cart. */
export const CART_COOKIE = 'vitrine-cart';

export interface CartLineItem {
  lineItemId: string;
  productId: string;
  sku: string;
  name: string;
  slug: string;
  quantity: number;
  singleItemPrice: FormattedMoney;
  price: FormattedMoney;
  image: ProductImage | null;
}

export interface CartView {
  cartId: string;
  lineItems: CartLineItem[];
  subtotal: FormattedMoney;
  tax: FormattedMoney;
  taxRateBasisPoints: number;
}

/** The open cart a cookie token belongs to in this shop, with its line items; null when there is none. */
export async function findCartByToken(shop: Shop, locale: string, token: string | undefined): Promise<CartView | null> {
  if (!token) return null;
  const db = await getDb();
  const [cart] = await db.select({ id: carts.id }).from(carts)
    .where(and(eq(carts.shopId, shop.id), eq(carts.tokenHash, hashToken(token)), eq(carts.status, 'open')));
  if (!cart) return null;
  const rows = await db
    .select({
      lineItemId: cartLineItems.id, productId: products.id, sku: products.sku, quantity: cartLineItems.quantity,
      priceAmount: products.priceAmount, name: productTranslations.name, slug: productTranslations.slug,
    })
    .from(cartLineItems)
    .innerJoin(products, eq(products.id, cartLineItems.productId))
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
    .where(eq(cartLineItems.cartId, cart.id))
    .orderBy(asc(cartLineItems.createdAt));
  const images = await loadImages(db, shop, locale, rows.map((r) => r.productId));
  const money = (amount: number) => withFormatted({ amount, currency: shop.currency }, locale);
  const lineItems = rows.map((row) => ({
    lineItemId: row.lineItemId, productId: row.productId, sku: row.sku, name: row.name, slug: row.slug,
    quantity: row.quantity, singleItemPrice: money(row.priceAmount), price: money(row.priceAmount * row.quantity),
    image: images.get(row.productId)?.[0] ?? null,
  }));
  const subtotal = lineItems.reduce((sum, item) => sum + item.price.amount, 0);
  return {
    cartId: cart.id, lineItems, subtotal: money(subtotal),
    tax: money(includedTax(subtotal, shop.taxRateBasisPoints)), taxRateBasisPoints: shop.taxRateBasisPoints,
  };
}
