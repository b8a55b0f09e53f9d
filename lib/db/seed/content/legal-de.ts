import type { LegalTexts } from './legal-types';

/** German legal pages; {shop} is replaced with the shop's title. */
export const LEGAL_DE: LegalTexts = {
  shipping: {
    title: 'Versand & Zahlung',
    html: '<h2>Versand</h2><p>Wir liefern in die Länder, die im Checkout angeboten werden. Der Standardversand kostet 4,95 EUR und ist ab einem Bestellwert von 50,00 EUR kostenlos; der Expressversand kostet 9,95 EUR. Bestellungen, die an einem Werktag vor 14 Uhr eingehen, verlassen unser Lager noch am selben Tag.</p><h2>Zahlung</h2><p>Sie können per Rechnung, Vorkasse, PayPal oder Amazon Pay bezahlen. Bei Vorkasse versenden wir, sobald Ihre Zahlung eingegangen ist.</p>',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    html: '<p>{shop} verarbeitet personenbezogene Daten nur, soweit dies für den Betrieb dieses Shops und die Abwicklung Ihrer Bestellungen erforderlich ist (Art. 6 Abs. 1 lit. b DSGVO). Name, Anschriften, E-Mail-Adresse und Bestellhistorie speichern wir so lange, wie es handels- und steuerrechtliche Pflichten verlangen.</p><p>Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung, auf Widerspruch und auf Datenübertragbarkeit. Schreiben Sie dazu an privacy@vitrine.test. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.</p>',
  },
  withdrawal: {
    title: 'Widerrufsbelehrung',
    html: '<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter die Waren in Besitz genommen haben.</p><p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Vitrine Demo GmbH, Torstraße 101, 10119 Berlin, widerruf@vitrine.test) mittels einer eindeutigen Erklärung über Ihren Entschluss informieren. Wir erstatten Ihnen alle Zahlungen einschließlich der Standardlieferkosten unverzüglich und spätestens binnen vierzehn Tagen.</p>',
  },
  contact: {
    title: 'Kontakt & Impressum',
    html: '<p>Vitrine Demo GmbH<br>Torstraße 101<br>10119 Berlin</p><p>E-Mail: <a href="mailto:hello@vitrine.test">hello@vitrine.test</a><br>Telefon: <a href="tel:+49301234567">+49 30 1234567</a></p><p>Geschäftsführerin: Lena Vogt<br>Registergericht: Amtsgericht Berlin-Charlottenburg, HRB 123456<br>USt-IdNr.: DE123456789</p>',
  },
  tac: {
    title: 'Allgemeine Geschäftsbedingungen',
    html: '<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen, die Sie über diesen Onlineshop bei {shop} aufgeben.</p><h2>2. Vertragsschluss</h2><p>Die Darstellung der Produkte im Shop ist kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab; der Vertrag kommt mit unserer Versandbestätigung oder Annahme per E-Mail zustande.</p><h2>3. Preise</h2><p>Alle Preise enthalten die gesetzliche Mehrwertsteuer. Versandkosten werden vor Abschluss der Bestellung angezeigt.</p>',
  },
  cookiepolicy: {
    title: 'Cookie-Richtlinie',
    html: '<p>Dieser Shop verwendet Cookies, die für seinen Betrieb nötig sind, etwa um Ihren Warenkorb und Ihre Sprache zu speichern. Sie werden ohne Ihre Einwilligung gesetzt.</p><p>Mit Ihrer Einwilligung verwenden wir außerdem Cookies, die uns zeigen, wie der Shop genutzt wird. Ihre Wahl können Sie jederzeit in den Cookie-Einstellungen unten ändern; sie wird 730 Tage gespeichert.</p>',
  },
};
