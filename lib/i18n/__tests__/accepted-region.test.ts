import { acceptedRegion } from '../accepted-region';

const COUNTRIES = ['DE', 'AT', 'CH', 'GB'];

describe('the delivery country guessed from Accept-Language', () => {
  it('is the region of the most wanted language the shop delivers to', () => {
    expect(acceptedRegion('de-CH, de;q=0.9, en;q=0.5', COUNTRIES)).toBe('CH');
    expect(acceptedRegion('en-US, en-GB;q=0.8', COUNTRIES)).toBe('GB');
    expect(acceptedRegion('en-gb;q=0.5, de-at;q=0.9', COUNTRIES)).toBe('AT');
    expect(acceptedRegion('zh-Hant-TW, de_DE;q=0.3', COUNTRIES)).toBe('DE');
  });

  it('is none without a region the shop delivers to', () => {
    expect(acceptedRegion('de, en', COUNTRIES)).toBeNull();
    expect(acceptedRegion('fr-FR', COUNTRIES)).toBeNull();
    expect(acceptedRegion(null, COUNTRIES)).toBeNull();
    expect(acceptedRegion('es-419', COUNTRIES)).toBeNull();
  });
});
