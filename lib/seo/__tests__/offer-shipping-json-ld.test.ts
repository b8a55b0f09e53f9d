import { buildShippingDetailsJsonLd, type ShippingOption } from '../offer-shipping-json-ld';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const standard: ShippingOption = { name: 'Standard delivery', price: eur(495), freeFrom: eur(5000) };
const express: ShippingOption = { name: 'Express delivery', price: eur(995), freeFrom: null };
const destinations = [{ '@type': 'DefinedRegion', addressCountry: 'AT' }, { '@type': 'DefinedRegion', addressCountry: 'DE' }];

describe('buildShippingDetailsJsonLd', () => {
  it('gives each method its rate for one piece, to every delivery country', () => {
    expect(buildShippingDetailsJsonLd({ price: eur(1490), methods: [standard, express], countries: ['AT', 'DE'] })).toEqual([
      {
        '@type': 'OfferShippingDetails', shippingLabel: 'Standard delivery',
        shippingRate: { '@type': 'MonetaryAmount', value: 4.95, currency: 'EUR' }, shippingDestination: destinations,
      },
      {
        '@type': 'OfferShippingDetails', shippingLabel: 'Express delivery',
        shippingRate: { '@type': 'MonetaryAmount', value: 9.95, currency: 'EUR' }, shippingDestination: destinations,
      },
    ]);
  });

  it('ships for nothing with a method whose free-shipping threshold the price reaches', () => {
    const rates = (amount: number) => buildShippingDetailsJsonLd({ price: eur(amount), methods: [standard, express], countries: ['DE'] })
      .map((details) => (details.shippingRate as { value: number }).value);
    expect(rates(5000)).toEqual([0, 9.95]);
    expect(rates(4999)).toEqual([4.95, 9.95]);
  });

  it('claims no shipping without a delivery country or a method', () => {
    expect(buildShippingDetailsJsonLd({ price: eur(1490), methods: [standard], countries: [] })).toEqual([]);
    expect(buildShippingDetailsJsonLd({ price: eur(1490), methods: [], countries: ['DE'] })).toEqual([]);
  });
});
