/** A rendered email text: what goes into the outbox. */
export interface MailText {
  subject: string;
  text: string;
}

type Language = 'en' | 'de' | 'fr';

/** The sign-in and forgot-password addresses an email to an existing customer names. */
export interface AccountLinks {
  signIn: string;
  forgotPassword: string;
}

/** The template language for a shop locale: its two-letter language when we have texts for it, else English. */
export function mailLanguage(locale: string): Language {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'de' || language === 'fr' ? language : 'en';
}

const resetTexts: Record<Language, (shop: string, link: string) => MailText> = {
  en: (shop, link) => ({
    subject: `Reset your password for ${shop}`,
    text: `Hello,\n\nsomeone asked to reset the password of your customer account at ${shop}.\n`
      + `To choose a new password, open this link within one hour:\n\n${link}\n\n`
      + 'The link works once. If you did not ask for this, ignore this email: your password stays unchanged.\n',
  }),
  de: (shop, link) => ({
    subject: `Passwort für ${shop} zurücksetzen`,
    text: `Hallo,\n\nfür Ihr Kundenkonto bei ${shop} wurde ein neues Passwort angefordert.\n`
      + `Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort festzulegen:\n\n${link}\n\n`
      + 'Der Link funktioniert einmal. Falls Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n',
  }),
  fr: (shop, link) => ({
    subject: `Réinitialiser votre mot de passe pour ${shop}`,
    text: `Bonjour,\n\nune réinitialisation du mot de passe de votre compte client chez ${shop} a été demandée.\n`
      + `Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n\n${link}\n\n`
      + "Le lien ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n",
  }),
};

const confirmationTexts: Record<Language, (shop: string, link: string) => MailText> = {
  en: (shop, link) => ({
    subject: `Confirm your account at ${shop}`,
    text: `Hello,\n\nthank you for creating a customer account at ${shop}.\n`
      + `To confirm your email address and activate the account, open this link within 24 hours:\n\n${link}\n\n`
      + 'The link works once and signs you in. If you did not create an account, ignore this email: without confirmation the account stays inactive.\n',
  }),
  de: (shop, link) => ({
    subject: `Bestätigen Sie Ihr Kundenkonto bei ${shop}`,
    text: `Hallo,\n\nvielen Dank, dass Sie ein Kundenkonto bei ${shop} angelegt haben.\n`
      + `Öffnen Sie innerhalb von 24 Stunden diesen Link, um Ihre E-Mail-Adresse zu bestätigen und das Konto zu aktivieren:\n\n${link}\n\n`
      + 'Der Link funktioniert einmal und meldet Sie an. Falls Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail: Ohne Bestätigung bleibt das Konto inaktiv.\n',
  }),
  fr: (shop, link) => ({
    subject: `Confirmez votre compte chez ${shop}`,
    text: `Bonjour,\n\nmerci d'avoir créé un compte client chez ${shop}.\n`
      + `Pour confirmer votre adresse e-mail et activer le compte, ouvrez ce lien dans les 24 heures :\n\n${link}\n\n`
      + "Le lien ne fonctionne qu'une fois et vous connecte. Si vous n'avez pas créé de compte, ignorez cet e-mail : sans confirmation, le compte reste inactif.\n",
  }),
};

// Goes to an address that already has a confirmed account: the registration answered as for a new
// address, so only the owner of the mailbox learns that the account exists.
const accountExistsTexts: Record<Language, (shop: string, links: AccountLinks) => MailText> = {
  en: (shop, links) => ({
    subject: `Your account at ${shop}`,
    text: `Hello,\n\nsomeone tried to create a customer account at ${shop} with this email address. You already have an account there, so nothing was changed.\n\n`
      + `To sign in, open:\n${links.signIn}\n\nIf you forgot your password, choose a new one here:\n${links.forgotPassword}\n\n`
      + 'If this was not you, you can ignore this email.\n',
  }),
  de: (shop, links) => ({
    subject: `Ihr Kundenkonto bei ${shop}`,
    text: `Hallo,\n\njemand hat versucht, mit dieser E-Mail-Adresse ein Kundenkonto bei ${shop} anzulegen. Sie haben dort bereits ein Konto; es wurde nichts geändert.\n\n`
      + `Zum Anmelden öffnen Sie:\n${links.signIn}\n\nFalls Sie Ihr Passwort vergessen haben, legen Sie hier ein neues fest:\n${links.forgotPassword}\n\n`
      + 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.\n',
  }),
  fr: (shop, links) => ({
    subject: `Votre compte chez ${shop}`,
    text: `Bonjour,\n\nquelqu'un a essayé de créer un compte client chez ${shop} avec cette adresse e-mail. Vous y avez déjà un compte ; rien n'a été modifié.\n\n`
      + `Pour vous connecter, ouvrez :\n${links.signIn}\n\nSi vous avez oublié votre mot de passe, choisissez-en un nouveau ici :\n${links.forgotPassword}\n\n`
      + "Si ce n'était pas vous, vous pouvez ignorer cet e-mail.\n",
  }),
};

const newsletterTexts: Record<Language, (shop: string) => MailText> = {
  en: (shop) => ({
    subject: `Welcome to the ${shop} newsletter`,
    text: `Hello,\n\nthis address is now subscribed to the newsletter of ${shop}. Thank you for your interest!\n\n`
      + 'If you did not subscribe, please reply to this email and we will remove your address.\n',
  }),
  de: (shop) => ({
    subject: `Willkommen beim Newsletter von ${shop}`,
    text: `Hallo,\n\ndiese Adresse ist jetzt für den Newsletter von ${shop} angemeldet. Vielen Dank für Ihr Interesse!\n\n`
      + 'Falls Sie sich nicht angemeldet haben, antworten Sie bitte auf diese E-Mail, und wir entfernen Ihre Adresse.\n',
  }),
  fr: (shop) => ({
    subject: `Bienvenue dans la newsletter de ${shop}`,
    text: `Bonjour,\n\ncette adresse est désormais inscrite à la newsletter de ${shop}. Merci de votre intérêt !\n\n`
      + "Si vous ne vous êtes pas inscrit, répondez à cet e-mail et nous supprimerons votre adresse.\n",
  }),
};

// The confirmation to the sender never repeats what they wrote: the form must not relay text to any address.
const contactConfirmationTexts: Record<Language, (shop: string) => MailText> = {
  en: (shop) => ({
    subject: `We received your message – ${shop}`,
    text: `Hello,\n\nthank you for contacting ${shop}. We received your message and will answer as soon as we can.\n`,
  }),
  de: (shop) => ({
    subject: `Wir haben Ihre Nachricht erhalten – ${shop}`,
    text: `Hallo,\n\nvielen Dank für Ihre Nachricht an ${shop}. Wir haben sie erhalten und antworten so bald wie möglich.\n`,
  }),
  fr: (shop) => ({
    subject: `Nous avons bien reçu votre message – ${shop}`,
    text: `Bonjour,\n\nmerci d'avoir contacté ${shop}. Nous avons bien reçu votre message et vous répondrons dès que possible.\n`,
  }),
};

const contactMessageTexts: Record<Language, (shop: string, from: string, message: string) => MailText> = {
  en: (shop, from, message) => ({ subject: `New contact message – ${shop}`, text: `New message from the contact form of ${shop}.\n\nFrom: ${from}\n\n${message}\n` }),
  de: (shop, from, message) => ({ subject: `Neue Kontaktanfrage – ${shop}`, text: `Neue Nachricht über das Kontaktformular von ${shop}.\n\nVon: ${from}\n\n${message}\n` }),
  fr: (shop, from, message) => ({ subject: `Nouveau message de contact – ${shop}`, text: `Nouveau message du formulaire de contact de ${shop}.\n\nDe : ${from}\n\n${message}\n` }),
};

const reviewRequestTexts: Record<Language, (shop: string, list: string) => MailText> = {
  en: (shop, list) => ({
    subject: `How do you like your order from ${shop}?`,
    text: `Hello,\n\nthank you for shopping at ${shop}. We would love to hear what you think of your purchase.\n`
      + `Rate a product with one click on its link (valid for 60 days):\n\n${list}\n\n`
      + 'Your review is shown with your first name only, once the shop has checked it.\n',
  }),
  de: (shop, list) => ({
    subject: `Wie gefällt Ihnen Ihre Bestellung bei ${shop}?`,
    text: `Hallo,\n\nvielen Dank für Ihren Einkauf bei ${shop}. Wir würden gern erfahren, wie Ihnen Ihr Kauf gefällt.\n`
      + `Bewerten Sie ein Produkt über seinen Link (60 Tage gültig):\n\n${list}\n\n`
      + 'Ihre Bewertung erscheint nur mit Ihrem Vornamen, sobald der Shop sie geprüft hat.\n',
  }),
  fr: (shop, list) => ({
    subject: `Que pensez-vous de votre commande chez ${shop} ?`,
    text: `Bonjour,\n\nmerci pour votre achat chez ${shop}. Nous aimerions connaître votre avis.\n`
      + `Notez un produit en ouvrant son lien (valable 60 jours) :\n\n${list}\n\n`
      + "Votre avis s'affiche avec votre prénom seulement, une fois vérifié par la boutique.\n",
  }),
};

/** The email that asks a buyer to review the products of a shipped order, each with its review link. */
export function reviewRequestMail(locale: string, shopTitle: string, products: { name: string; link: string }[]): MailText {
  return reviewRequestTexts[mailLanguage(locale)](shopTitle, products.map((product) => `${product.name}:\n${product.link}`).join('\n\n'));
}

/** The password-reset email with its one-hour link. */
export function passwordResetMail(locale: string, shopTitle: string, link: string): MailText {
  return resetTexts[mailLanguage(locale)](shopTitle, link);
}

/** The account-confirmation email with its 24-hour link. */
export function accountConfirmationMail(locale: string, shopTitle: string, link: string): MailText {
  return confirmationTexts[mailLanguage(locale)](shopTitle, link);
}

/** The email to an address that tried to register again: it has an account, and how to get into it. */
export function accountExistsMail(locale: string, shopTitle: string, links: AccountLinks): MailText {
  return accountExistsTexts[mailLanguage(locale)](shopTitle, links);
}

/** The welcome email of a new newsletter subscription. */
export function newsletterConfirmationMail(locale: string, shopTitle: string): MailText {
  return newsletterTexts[mailLanguage(locale)](shopTitle);
}

/** The receipt a contact-form sender gets (without their text). */
export function contactConfirmationMail(locale: string, shopTitle: string): MailText {
  return contactConfirmationTexts[mailLanguage(locale)](shopTitle);
}

/** The contact-form message as the shop receives it. */
export function contactMessageMail(locale: string, shopTitle: string, sender: { name: string; email: string }, message: string): MailText {
  return contactMessageTexts[mailLanguage(locale)](shopTitle, `${sender.name} <${sender.email}>`, message);
}
