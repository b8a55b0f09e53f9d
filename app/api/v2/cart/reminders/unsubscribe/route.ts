import { cartReminderEndpoints } from '@/lib/contract/cart-reminders';
import { handle } from '@/lib/http/handle';
import { mailLinkPage } from '@/lib/http/mail-link-page';
import { unsubscribeFromCartReminders } from '@/lib/server/cart-reminders/cart-reminders';

export const GET = handle(cartReminderEndpoints.unsubscribeCartReminders, async ({ shop, locale, query }) =>
  mailLinkPage(shop, locale, 'CartReminder', await unsubscribeFromCartReminders(shop, query.token) === 'done' ? 'unsubscribed' : 'linkInvalid'));
