import { regionName } from '@/lib/i18n/region-names';
import type { Country } from './market-settings-form';

/** A country a market's form offers: `delivered` false for one the shop does not deliver to. */
export interface CountryChoice extends Country {
  delivered: boolean;
}

/**
 * Names any country code in the owner's language: the shop's delivery countries as the server named them,
 * every other one by the browser's (`regionName`). A market may name countries the shop does not
 * deliver to (the seed's EU market has all 27 members): they are shown by name, never as bare codes.
 */
export function countryNamer(countries: readonly Country[], language: string): (code: string) => string {
  const named = new Map(countries.map((country) => [country.code, country.name]));
  return (code) => named.get(code) ?? regionName(code, language);
}

/**
 * What a market's form offers: the delivery countries, then the market's own countries the shop does not
 * deliver to, by name. Offering those too keeps them when the owner saves (the form sends what is ticked),
 * and lets the owner untick them.
 */
export function countryChoices(countries: readonly Country[], marketCountries: readonly string[], nameOf: (code: string) => string, language: string): CountryChoice[] {
  const delivered = new Set(countries.map((country) => country.code));
  const others = [...new Set(marketCountries)].filter((code) => !delivered.has(code))
    .map((code) => ({ code, name: nameOf(code), delivered: false }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return [...countries.map((country) => ({ ...country, delivered: true })), ...others];
}
