import { mailLanguage, type MailText } from './templates';

type Language = ReturnType<typeof mailLanguage>;

interface ConfirmationLinks { confirm: string; unsubscribe: string }

const confirmationTexts: Record<Language, (shop: string, product: string, links: ConfirmationLinks) => MailText> = {
  en: (shop, product, links) => ({
    subject: `Confirm your back-in-stock alert for ${product}`,
    text: `Hello,\n\nsomeone asked ${shop} to email this address when "${product}" is back in stock.\n`
      + `To confirm, open this link within 7 days:\n\n${links.confirm}\n\n`
      + 'You get one email when it is back, and then no more. If you did not ask for this, ignore this email: nothing will be sent.\n\n'
      + `To cancel the alert at any time:\n${links.unsubscribe}\n`,
  }),
  de: (shop, product, links) => ({
    subject: `Bestätigen Sie Ihre Benachrichtigung für ${product}`,
    text: `Hallo,\n\njemand hat bei ${shop} gebeten, diese Adresse zu benachrichtigen, sobald „${product}“ wieder vorrätig ist.\n`
      + `Öffnen Sie zur Bestätigung innerhalb von 7 Tagen diesen Link:\n\n${links.confirm}\n\n`
      + 'Sie erhalten eine E-Mail, sobald der Artikel wieder da ist, danach keine weitere. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es wird nichts gesendet.\n\n'
      + `Benachrichtigung jederzeit abbestellen:\n${links.unsubscribe}\n`,
  }),
  fr: (shop, product, links) => ({
    subject: `Confirmez votre alerte de retour en stock pour ${product}`,
    text: `Bonjour,\n\nquelqu'un a demandé à ${shop} de prévenir cette adresse quand « ${product} » sera de nouveau en stock.\n`
      + `Pour confirmer, ouvrez ce lien dans les 7 jours :\n\n${links.confirm}\n\n`
      + "Vous recevrez un seul e-mail à son retour, puis plus rien. Si vous n'avez rien demandé, ignorez cet e-mail : rien ne sera envoyé.\n\n"
      + `Pour annuler l'alerte à tout moment :\n${links.unsubscribe}\n`,
  }),
};

const backInStockTexts: Record<Language, (shop: string, product: string, link: string) => MailText> = {
  en: (shop, product, link) => ({
    subject: `${product} is back in stock at ${shop}`,
    text: `Hello,\n\ngood news: "${product}" is available again at ${shop}.\n\n${link}\n\n`
      + 'This was your one alert for it; you will get no more emails about it.\n',
  }),
  de: (shop, product, link) => ({
    subject: `${product} ist wieder vorrätig bei ${shop}`,
    text: `Hallo,\n\ngute Nachrichten: „${product}“ ist bei ${shop} wieder erhältlich.\n\n${link}\n\n`
      + 'Das war Ihre einzige Benachrichtigung dafür; Sie erhalten dazu keine weiteren E-Mails.\n',
  }),
  fr: (shop, product, link) => ({
    subject: `${product} est de nouveau en stock chez ${shop}`,
    text: `Bonjour,\n\nbonne nouvelle : « ${product} » est de nouveau disponible chez ${shop}.\n\n${link}\n\n`
      + "C'était votre unique alerte pour ce produit ; vous ne recevrez plus d'e-mail à son sujet.\n",
  }),
};

/** The double opt-in email of a back-in-stock alert: its confirmation link and the way out. */
export function stockAlertConfirmationMail(locale: string, shopTitle: string, productName: string, links: ConfirmationLinks): MailText {
  return confirmationTexts[mailLanguage(locale)](shopTitle, productName, links);
}

/** The one email of a confirmed alert, once its product is back. */
export function backInStockMail(locale: string, shopTitle: string, productName: string, productLink: string): MailText {
  return backInStockTexts[mailLanguage(locale)](shopTitle, productName, productLink);
}
