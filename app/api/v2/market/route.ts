import { marketChoiceEndpoints } from '@/lib/contract/markets';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { rememberMarket } from '@/lib/http/market-cookies';
import { pageOfForm } from '@/lib/http/same-site';
import { seeOther } from '@/lib/http/see-other';
import { chooseCountry } from '@/lib/server/markets/choose-country';

export const GET = handle(marketChoiceEndpoints.chooseCountry, async ({ request, shop, locale, cookies, query }) => {
  const { market } = await chooseCountry(shop, locale, cartToken(shop, cookies), query.country);
  rememberMarket(cookies, query.country, market);
  return seeOther(pageOfForm(request));
});
