import { cartReminderEndpoints } from '@/lib/contract/cart-reminders';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { cartPageAddress } from '@/lib/http/cart-reminder-answers';
import { mailLinkPage } from '@/lib/http/mail-link-page';
import { seeOther } from '@/lib/http/see-other';
import { restoreRemindedCart } from '@/lib/server/cart-reminders/cart-reminders';

export const GET = handle(cartReminderEndpoints.restoreRemindedCart, async ({ shop, locale, cookies, query }) =>
  await restoreRemindedCart(shop, query.token, cartToken(shop, cookies)) === 'done'
    ? seeOther(cartPageAddress(shop, locale))
    : mailLinkPage(shop, locale, 'CartReminder', 'linkInvalid'));
