import { customerEndpoints } from '@/lib/contract/customers';
import { handle } from '@/lib/http/handle';
import { listWishlist, removeFromWishlist } from '@/lib/server/customers/wishlist';
import { forSignedInCustomer } from '../_lib/signed-in';

export const DELETE = handle(customerEndpoints.removeFromWishlist, async (ctx) => forSignedInCustomer(ctx, async (customer) => {
  await removeFromWishlist(ctx.shop, customer.customerId, ctx.params.productId);
  return listWishlist(ctx.shop, customer.customerId, ctx.locale);
}));
