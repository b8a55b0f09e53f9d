import type { LegalTexts } from './legal-types';

/** English legal pages; {shop} is replaced with the shop's title. */
export const LEGAL_EN: LegalTexts = {
  shipping: {
    title: 'Shipping & payment',
    html: '<h2>Shipping</h2><p>We deliver to the countries offered at checkout. Standard delivery costs 4.95 EUR and is free for orders from 50.00 EUR; express delivery costs 9.95 EUR. Orders placed on a working day before 2 pm leave our warehouse the same day.</p><h2>Payment</h2><p>You can pay by invoice, prepayment, PayPal or Amazon Pay. With prepayment we ship as soon as your payment has arrived.</p>',
  },
  privacy: {
    title: 'Privacy policy',
    html: '<p>{shop} processes personal data only as far as this is needed to run this shop and to handle your orders (Art. 6 (1) (b) GDPR). We store your name, addresses, email address and order history for as long as commercial and tax law requires.</p><p>You have the right to access, correct and delete your data, to restrict or object to its processing and to data portability. To exercise these rights, write to privacy@vitrine.test. You may also complain to a data protection supervisory authority.</p>',
  },
  withdrawal: {
    title: 'Right of withdrawal',
    html: '<p>You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period is fourteen days from the day on which you, or a third party named by you, took possession of the goods.</p><p>To exercise the right of withdrawal, inform us (Vitrine Demo GmbH, Torstraße 101, 10119 Berlin, Germany, withdrawal@vitrine.test) by a clear statement. We will refund all payments received from you, including standard delivery costs, without undue delay and at the latest within fourteen days.</p>',
  },
  contact: {
    title: 'Contact & imprint',
    html: '<p>Vitrine Demo GmbH<br>Torstraße 101<br>10119 Berlin, Germany</p><p>Email: <a href="mailto:hello@vitrine.test">hello@vitrine.test</a><br>Phone: <a href="tel:+49301234567">+49 30 1234567</a></p><p>Managing director: Lena Vogt<br>Commercial register: Amtsgericht Berlin-Charlottenburg, HRB 123456<br>VAT ID: DE123456789</p>',
  },
  tac: {
    title: 'Terms and conditions',
    html: '<h2>1. Scope</h2><p>These terms apply to all orders placed with {shop} through this online shop.</p><h2>2. Contract</h2><p>The presentation of products in the shop is not a binding offer. By clicking “Place order” you submit a binding order; the contract is concluded when we confirm the dispatch or accept the order by email.</p><h2>3. Prices</h2><p>All prices include the statutory VAT. Shipping costs are shown before you place your order.</p>',
  },
  cookiepolicy: {
    title: 'Cookie policy',
    html: '<p>This shop uses cookies that are needed for it to work, for example to keep your cart and your language. They are set without your consent.</p><p>With your consent we also use cookies that help us understand how the shop is used. You can change your choice at any time in the cookie settings below; it is stored for 730 days.</p>',
  },
};
