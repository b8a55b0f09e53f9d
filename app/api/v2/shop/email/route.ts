import { shopEndpoints } from '@/lib/contract/shop';
import { handle } from '@/lib/http/handle';

export const GET = handle(shopEndpoints.getEmail, async ({ shop }) => ({ email: shop.email }));
