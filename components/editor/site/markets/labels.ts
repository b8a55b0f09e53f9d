/**
 * The Markets module's texts (EditorMarkets), translated on the server and handed over as plain strings;
 * `{name}`, `{currency}`, `{primary}`, `{reason}`, `{country}`, `{rate}` and `{example}` are filled in by the module.
 */
export const MARKETS_TEXT_KEYS = [
  'intro', 'markets', 'primary', 'otherCountries', 'edit', 'settings', 'name', 'countries', 'countriesHint', 'inMarket', 'notDelivered',
  'currency', 'currencyHint', 'primaryFixed', 'exchangeRate', 'exchangeRateHint', 'rounding', 'roundingNone', 'roundingWhole',
  'roundingNinety', 'pricesShown', 'gross', 'net', 'save', 'saved', 'priceList', 'priceListPrimary', 'priceListHint', 'search', 'searchHint',
  'primaryPrice', 'convertedPrice', 'marketPrice', 'priceOf', 'savePrice', 'priceSaved', 'priceRemoved', 'noProducts',
  'taxRates', 'taxRatesHint', 'standardRate', 'reducedRate', 'standardRateOf', 'reducedRateOf', 'saveRates', 'ratesSaved',
  'loading', 'failed', 'retry', 'invalidNumber', 'required', 'invalidCurrency', 'CountryInOtherMarket', 'PrimaryCurrencyFixed',
  'UnknownCountry', 'saveFailed', 'addMarket', 'newMarket', 'code', 'codeHint', 'invalidCode', 'codeTaken', 'chooseCurrency', 'create',
  'added', 'delete', 'deleteQuestion', 'deleteConfirm', 'cancel', 'deleted', 'PrimaryMarket',
] as const;
export type MarketsTextKey = (typeof MARKETS_TEXT_KEYS)[number];
export type MarketsText = Record<MarketsTextKey, string>;
