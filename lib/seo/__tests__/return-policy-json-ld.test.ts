import { buildReturnPolicyJsonLd } from '../return-policy-json-ld';

describe('buildReturnPolicyJsonLd', () => {
  it('links the withdrawal page for the delivery countries and claims no window, fees or method the data lacks', () => {
    expect(buildReturnPolicyJsonLd({ withdrawalUrl: 'https://shop.test/l/withdrawal', countries: ['AT', 'DE'] })).toEqual({
      '@type': 'MerchantReturnPolicy',
      merchantReturnLink: 'https://shop.test/l/withdrawal',
      applicableCountry: ['AT', 'DE'],
    });
  });

  it('leaves out the countries when the shop has none', () => {
    expect(buildReturnPolicyJsonLd({ withdrawalUrl: 'https://shop.test/l/withdrawal', countries: [] })).not.toHaveProperty('applicableCountry');
  });

  it('is null without a visible withdrawal page', () => {
    expect(buildReturnPolicyJsonLd({ withdrawalUrl: null, countries: ['DE'] })).toBeNull();
  });
});
