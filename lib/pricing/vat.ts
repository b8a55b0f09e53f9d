import { EU_COUNTRIES, isVatNumberOf } from '@/lib/validation/vat-number';

/** Tax classes a product belongs to; each country has a rate per class. */
export const TAX_CLASSES = ['standard', 'reduced'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** A country's rates per tax class, in basis points. */
export type CountryTaxRates = Record<TaxClass, number>;

/** Who buys and where the goods go, as the tax decision needs it. */
export interface TaxSituation {
  /** The country the shop is registered in for VAT. */
  shopCountry: string;
  /** The delivery country. */
  destinationCountry: string;
  /** The destination country's rates. */
  destinationRates: CountryTaxRates;
  /** The buyer's VAT number, when the buyer is a business and gave one. */
  vatNumber: string | null;
}

/** The rates a sale is taxed at, and whether the buyer accounts for the VAT itself (reverse charge). */
export interface TaxTreatment {
  rates: CountryTaxRates;
  reverseCharge: boolean;
}

const NO_TAX: CountryTaxRates = { standard: 0, reduced: 0 };

/**
 * The VAT of a sale. Within the EU a consumer pays the destination country's VAT (the one-stop-shop
 * rule for distance sales); a business in another member state with a VAT number of its country's
 * format buys without VAT, the buyer accounting for it (reverse charge, shown on the order). Outside
 * the EU the market's country rates apply as the shop registered them (CH 8.1 %, GB 20 %).
 */
export function taxTreatment(situation: TaxSituation): TaxTreatment {
  const { shopCountry, destinationCountry, vatNumber } = situation;
  const crossBorderEu = EU_COUNTRIES.includes(shopCountry) && EU_COUNTRIES.includes(destinationCountry) && shopCountry !== destinationCountry;
  if (crossBorderEu && vatNumber !== null && isVatNumberOf(destinationCountry, vatNumber)) return { rates: NO_TAX, reverseCharge: true };
  return { rates: situation.destinationRates, reverseCharge: false };
}
