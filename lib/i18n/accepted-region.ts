import { acceptedLanguages } from './owner-language';

/**
 * The first guess of a shopper's delivery country: the region of the most wanted language of the
 * Accept-Language header that is one of the shop's countries (`de-CH, de;q=0.9` -> CH); null when none is.
 * Only a guess the shopper confirms: never an IP lookup, and nothing is priced on it unasked.
 */
export function acceptedRegion(header: string | null | undefined, countries: readonly string[]): string | null {
  for (const tag of acceptedLanguages(header)) {
    const region = tag.replace(/_/g, '-').split('-').slice(1).find((part) => /^[a-z]{2}$/i.test(part))?.toUpperCase();
    if (region && countries.includes(region)) return region;
  }
  return null;
}
