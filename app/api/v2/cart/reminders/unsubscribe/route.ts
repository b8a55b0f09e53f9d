import { cartReminderEndpoints } from '@/lib/contract/cart-reminders';
import { handle } from '@/lib/http/handle';
import { mailLinkButtonPage, mailLinkPage } from '@/lib/http/mail-link-page';
import { unsubscribeFromCartReminders } from '@/lib/server/cart-reminders/cart-reminders';

/** Opening the mail's link shows the button only; its POST, or a mail client's one-click POST (RFC 8058), unsubscribes. */
export const GET = handle(cartReminderEndpoints.cartRemindersUnsubscribePage, ({ locale }) =>
  mailLinkButtonPage(locale, 'CartReminder', { prompt: 'unsubscribePrompt', button: 'unsubscribeButton' }));

export const POST = handle(cartReminderEndpoints.unsubscribeCartReminders, async ({ shop, locale, query }) =>
  mailLinkPage(shop, locale, 'CartReminder', await unsubscribeFromCartReminders(shop, query.token) === 'done' ? 'unsubscribed' : 'linkInvalid'));
