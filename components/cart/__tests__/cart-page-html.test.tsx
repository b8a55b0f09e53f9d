/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CartView } from '@/components/cart/cart-view';
import { Prefetched } from '@/components/providers/prefetched';
import { CartLink } from '@/components/shell/cart-link';
import { shopApi } from '@/lib/api/browser';
import type { CartPayload } from '@/lib/contract/cart';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import messages from '@/messages/en.json';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
// The links load their page ahead through the router (components/shell/intent-link.tsx).
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));
const api = jest.mocked(shopApi);

const money = (amount: number) => ({ amount, currency: 'EUR', formatted: `€${(amount / 100).toFixed(2)}` });
const mugLine = {
  lineItemId: '0b8f5a52-3c1e-4c44-9d0e-000000000001', productId: '7f1c7a43-53a4-4d0e-9b53-64d0d0e0a001',
  quantity: 2, sku: 'MUG', name: 'Handmade Stoneware Mug', slug: 'handmade-stoneware-mug',
  price: money(2980), singleItemPrice: money(1490), variationString: null, productVariationValues: [], manufacturer: null,
  productUrl: '/p/handmade-stoneware-mug', image: null, stockLevel: 120, available: true,
};
const cart: CartPayload = {
  cartId: '0b8f5a52-3c1e-4c44-9d0e-0000000000c1', currency: 'EUR', market: { code: 'eu', name: 'European Union', country: null, currency: 'EUR', pricesIncludeTax: true, reverseCharge: false, vatNumber: null, repriced: false }, lineItems: [mugLine], productLineItems: [mugLine],
  billingAddress: null, shippingAddress: null, shippingMethod: null, paymentMethod: null, coupon: null, canHaveCoupon: true,
  couponCampaign: null, customerComment: null, customerEmail: null, reminderConsent: false,
  totals: { subtotal: money(2980), discount: money(0), shipping: money(0), paymentFee: money(0), tax: money(476), taxRateBasisPoints: 1900, taxLines: [], grandTotal: money(2980) },
  shippingEstimate: {
    methodName: 'Standard delivery', isChosen: false, shipping: money(495), grandTotal: money(3475), tax: money(555),
    freeShipping: { threshold: money(5000), missing: money(2020) },
  },
  checkoutState: { priceValidToOrder: true, quantityValidToOrder: true }, checkoutButtons: [], checkoutUrl: '/checkout/personal-data', pickupToken: null,
};
const links = { editor: false, locale: 'en', defaultLocale: 'en' };
/** The delivery countries the page prefetches for its country form. */
const countries = [{ code: 'DE', name: 'Germany' }, { code: 'CH', name: 'Switzerland' }];

/**
 * The storefront's order: the header's cart link asks for the cart before the page below it renders,
 * with a fresh query cache per request on the server and per page load in the browser.
 */
function CartPage() {
  return (
    <QueryClientProvider client={makeQueryClient()}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <header><CartLink shop="demo" href="/cart" /></header>
        <main id="main">
          <Prefetched queries={[[queryKeys.cart('demo'), cart], [queryKeys.countries('demo', 'en'), countries]]}>
            <CartView shop="demo" links={links} themePreview={false} wishlistError={false} countryGuess="CH" />
          </Prefetched>
        </main>
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => api.mockReset());

describe('the cart page', () => {
  it('has the basket in its server HTML although the header asked for the cart first', () => {
    const main = document.createElement('div');
    main.innerHTML = renderToString(<CartPage />);
    const basket = main.querySelector('main')!;
    expect(basket.querySelector('h1')).toHaveTextContent('Cart');
    expect(basket).toHaveTextContent('Handmade Stoneware Mug');
    expect(basket).toHaveTextContent('€29.80');
    // The shipping estimate and the way to free shipping are served too, not added by the browser.
    expect(basket).toHaveTextContent('Shipping (estimate)€4.95');
    expect(basket).toHaveTextContent('Estimated total€34.75');
    expect(basket).toHaveTextContent('Add €20.20 more for free shipping (counts the subtotal after discounts).');
    // The delivery country form is in the HTML with its countries: it works without JavaScript.
    expect(basket.querySelector('form[method="get"] select[name="country"]')).toHaveTextContent('GermanySwitzerland');
    // Preselected from the browser's languages while the cart has no country.
    expect(basket.querySelector<HTMLSelectElement>('select[name="country"]')!.value).toBe('CH');
    expect(api).not.toHaveBeenCalled();
  });

  it('hydrates that HTML as it is, shows the count in the header and asks the API for nothing', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CartPage />);
    document.body.append(container);
    const served = container.querySelector('main')!.textContent;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => { hydrateRoot(container, <CartPage />); });
      // A mismatch between the server HTML and the first render would be reported here.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    // The same basket, now with its controls enabled (they wait for hydration).
    expect(container.querySelector('main')!.textContent).toBe(served);
    expect(screen.getByRole('link', { name: /Cart/ })).toHaveTextContent('2');
    expect(api).not.toHaveBeenCalled();
    container.remove();
  });
});
