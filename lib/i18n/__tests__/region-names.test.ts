import { regionName } from '../region-names';

describe('regionName', () => {
  it('names a country in the language asked for', () => {
    expect(regionName('BG', 'en')).toBe('Bulgaria');
    expect(regionName('BG', 'de')).toBe('Bulgarien');
    expect(regionName('CH', 'fr')).toBe('Suisse');
  });

  it('answers the code itself for one that is no code', () => {
    expect(regionName('not a code', 'en')).toBe('not a code');
  });
});
