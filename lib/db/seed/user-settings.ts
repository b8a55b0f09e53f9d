import { shopUserSettingsSchema, type ShopUserSettings } from '@/lib/schemas/shop-settings';

/** What the owner set in the editor: cookie notice, selling points, logos and social links. */
export function demoUserSettings(): ShopUserSettings {
  return shopUserSettingsSchema.parse({
    cookieNotice: {
      active: true,
      title: 'We use cookies',
      gdprMessageHtml: '<p>We use cookies to keep your cart and, with your consent, to understand how our shop is used. Read more in our <a href="/l/cookiepolicy">cookie policy</a>.</p>',
    },
    headerUsps: [
      { text: 'Free shipping from 50 EUR', active: true },
      { text: '30 days free returns', active: true },
      { text: 'Climate-neutral delivery', active: true },
      { text: 'Same-day dispatch before 2 pm', active: false },
    ],
    paymentLogos: [
      { id: 'paypal', filename: 'paypal.svg', active: true },
      { id: 'amazon-pay', filename: 'amazon-pay.svg', active: true },
      { id: 'invoice', filename: 'invoice.svg', active: true },
      { id: 'visa', filename: 'visa.svg', active: false },
      { id: 'mastercard', filename: 'mastercard.svg', active: false },
    ],
    shippingLogos: [
      { id: 'dhl', filename: 'dhl.svg', active: true },
      { id: 'ups', filename: 'ups.svg', active: true },
      { id: 'dpd', filename: 'dpd.svg', active: false },
    ],
    socialNetworks: [
      { name: 'Instagram', url: 'https://www.instagram.com/' },
      { name: 'Facebook', url: 'https://www.facebook.com/' },
      { name: 'Pinterest', url: 'https://www.pinterest.com/' },
    ],
  });
}
