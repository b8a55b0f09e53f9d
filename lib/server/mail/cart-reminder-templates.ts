import { mailLanguage, type MailText } from './templates';

type Language = ReturnType<typeof mailLanguage>;

interface ReminderLinks { restore: string; unsubscribe: string }

const reminderTexts: Record<Language, (shop: string, items: string, links: ReminderLinks) => MailText> = {
  en: (shop, items, links) => ({
    subject: `Your cart at ${shop} is waiting for you`,
    text: `Hello,\n\nyou left these items in your cart at ${shop}:\n\n${items}\n\n`
      + `To pick up where you left off, on any device, open this link within 7 days:\n\n${links.restore}\n\n`
      + 'This is the only reminder about this cart.\n\n'
      + `No more cart reminders from ${shop}, with one click:\n${links.unsubscribe}\n`,
  }),
  de: (shop, items, links) => ({
    subject: `Ihr Warenkorb bei ${shop} wartet auf Sie`,
    text: `Hallo,\n\nin Ihrem Warenkorb bei ${shop} liegen noch diese Artikel:\n\n${items}\n\n`
      + `Um dort weiterzumachen, auf jedem Gerät, öffnen Sie innerhalb von 7 Tagen diesen Link:\n\n${links.restore}\n\n`
      + 'Dies ist die einzige Erinnerung an diesen Warenkorb.\n\n'
      + `Keine Warenkorb-Erinnerungen mehr von ${shop}, mit einem Klick:\n${links.unsubscribe}\n`,
  }),
  fr: (shop, items, links) => ({
    subject: `Votre panier chez ${shop} vous attend`,
    text: `Bonjour,\n\nvous avez laissé ces articles dans votre panier chez ${shop} :\n\n${items}\n\n`
      + `Pour reprendre là où vous en étiez, sur n'importe quel appareil, ouvrez ce lien dans les 7 jours :\n\n${links.restore}\n\n`
      + "C'est le seul rappel pour ce panier.\n\n"
      + `Plus aucun rappel de panier de ${shop}, en un clic :\n${links.unsubscribe}\n`,
  }),
};

/** The one reminder about a cart left without an order: its items, the link that restores it and the way out. */
export function cartReminderMail(locale: string, shopTitle: string, items: { name: string; quantity: number }[], links: ReminderLinks): MailText {
  const list = items.map((item) => `${item.quantity} × ${item.name}`).join('\n');
  return reminderTexts[mailLanguage(locale)](shopTitle, list, links);
}
