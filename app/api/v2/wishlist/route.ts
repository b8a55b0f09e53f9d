import { customerEndpoints } from '@/lib/contract/customers';
import { handle } from '@/lib/http/handle';
import { addToWishlist, listWishlist } from '@/lib/server/customers/wishlist';
import { isVisibleLocale } from '@/lib/server/shop/get-shop';
import { forSignedInCustomer } from './_lib/signed-in';

export const GET = handle(customerEndpoints.getWishlist, async (ctx) =>
  forSignedInCustomer(ctx, (customer) => listWishlist(ctx.shop, customer.customerId, ctx.locale)));

export const POST = handle(customerEndpoints.addToWishlist, async (ctx) => forSignedInCustomer(ctx, async (customer) => {
  // The wish-list event names its locale in the body; the quantity and cart line item are not kept.
  const locale = ctx.body.locale && isVisibleLocale(ctx.shop, ctx.body.locale) ? ctx.body.locale : ctx.locale;
  await addToWishlist(ctx.shop, customer.customerId, ctx.body.product.productId);
  return listWishlist(ctx.shop, customer.customerId, locale);
}));
