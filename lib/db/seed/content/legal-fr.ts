import type { LegalTexts } from './legal-types';

/** French legal pages; {shop} is replaced with the shop's title. */
export const LEGAL_FR: LegalTexts = {
  shipping: {
    title: 'Livraison et paiement',
    html: '<h2>Livraison</h2><p>Nous livrons dans les pays proposés lors de la commande. La livraison standard coûte 4,95 EUR et est offerte dès 50,00 EUR d’achat ; la livraison express coûte 9,95 EUR. Les commandes passées un jour ouvré avant 14 h quittent notre entrepôt le jour même.</p><h2>Paiement</h2><p>Vous pouvez payer sur facture, par virement anticipé, avec PayPal ou avec Amazon Pay. En cas de paiement anticipé, nous expédions dès réception de votre paiement.</p>',
  },
  privacy: {
    title: 'Politique de confidentialité',
    html: '<p>{shop} ne traite des données personnelles que dans la mesure nécessaire au fonctionnement de cette boutique et au traitement de vos commandes (art. 6, par. 1, point b du RGPD). Nous conservons vos nom, adresses, adresse e-mail et historique de commandes aussi longtemps que le droit commercial et fiscal l’exige.</p><p>Vous disposez d’un droit d’accès, de rectification et d’effacement, d’un droit à la limitation du traitement, d’un droit d’opposition et d’un droit à la portabilité. Pour les exercer, écrivez à privacy@vitrine.test. Vous pouvez également introduire une réclamation auprès d’une autorité de contrôle.</p>',
  },
  withdrawal: {
    title: 'Droit de rétractation',
    html: '<p>Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers désigné par vous, prenez physiquement possession des biens.</p><p>Pour exercer ce droit, vous devez nous notifier votre décision (Vitrine Demo GmbH, Torstraße 101, 10119 Berlin, Allemagne, retractation@vitrine.test) au moyen d’une déclaration dénuée d’ambiguïté. Nous vous rembourserons tous les paiements reçus, y compris les frais de livraison standard, sans retard excessif et au plus tard quatorze jours après.</p>',
  },
  contact: {
    title: 'Contact et mentions légales',
    html: '<p>Vitrine Demo GmbH<br>Torstraße 101<br>10119 Berlin, Allemagne</p><p>E-mail : <a href="mailto:hello@vitrine.test">hello@vitrine.test</a><br>Téléphone : <a href="tel:+49301234567">+49 30 1234567</a></p><p>Gérante : Lena Vogt<br>Registre du commerce : Amtsgericht Berlin-Charlottenburg, HRB 123456<br>N° de TVA : DE123456789</p>',
  },
  tac: {
    title: 'Conditions générales de vente',
    html: '<h2>1. Champ d’application</h2><p>Les présentes conditions s’appliquent à toutes les commandes passées auprès de {shop} sur cette boutique en ligne.</p><h2>2. Conclusion du contrat</h2><p>La présentation des produits ne constitue pas une offre ferme. En cliquant sur « Commander », vous passez une commande ferme ; le contrat est conclu lorsque nous confirmons l’expédition ou acceptons la commande par e-mail.</p><h2>3. Prix</h2><p>Tous les prix s’entendent TVA comprise. Les frais de livraison sont indiqués avant la validation de la commande.</p>',
  },
  cookiepolicy: {
    title: 'Politique relative aux cookies',
    html: '<p>Cette boutique utilise des cookies nécessaires à son fonctionnement, par exemple pour conserver votre panier et votre langue. Ils sont déposés sans votre consentement.</p><p>Avec votre accord, nous utilisons aussi des cookies qui nous aident à comprendre l’utilisation de la boutique. Vous pouvez modifier votre choix à tout moment dans les paramètres des cookies ci-dessous ; il est conservé 730 jours.</p>',
  },
};
