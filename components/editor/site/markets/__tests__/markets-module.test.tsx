/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import messages from '@/messages/en.json';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { marketRoutes } from '@/lib/api/routes/market';
import type { MarketPayload, MarketProductPayload, TaxRatePayload } from '@/lib/contract/markets';
import { makeQueryClient } from '@/lib/queries/query-client';
import { polyfillDialog } from '../../../__tests__/editor-test-utils';
import { MARKETS_TEXT_KEYS, type MarketsText } from '../labels';
import { MarketsModule } from '../markets-module';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const api = jest.mocked(shopApi);

const text = Object.fromEntries(MARKETS_TEXT_KEYS.map((key) => [key, messages.EditorMarkets[key]])) as MarketsText;
const countries = [{ code: 'AT', name: 'Austria' }, { code: 'DE', name: 'Germany' }, { code: 'CH', name: 'Switzerland' }, { code: 'GB', name: 'United Kingdom' }, { code: 'NO', name: 'Norway' }];
const currencies = [{ code: 'CHF', name: 'Swiss Franc' }, { code: 'NOK', name: 'Norwegian Krone' }];
let markets: MarketPayload[];
const seeded: MarketPayload[] = [
  { code: 'eu', name: 'European Union', countries: ['AT', 'DE'], currency: 'EUR', exchangeRateMillionths: 1_000_000, rounding: 'none', pricesIncludeTax: true, isPrimary: true },
  { code: 'ch', name: 'Switzerland', countries: ['CH'], currency: 'CHF', exchangeRateMillionths: 940_000, rounding: 'ninety', pricesIncludeTax: true, isPrimary: false },
  { code: 'uk', name: 'United Kingdom', countries: ['GB'], currency: 'GBP', exchangeRateMillionths: 860_000, rounding: 'whole', pricesIncludeTax: true, isPrimary: false },
];
const money = (amount: number, currency: string) => ({ amount, currency, formatted: `${currency} ${(amount / 100).toFixed(2)}` });
const mug: MarketProductPayload = {
  productId: '00000000-0000-4000-8000-000000000001', sku: 'VT-MUG-001', kind: 'simple', name: 'Stoneware mug',
  primaryPrice: money(1490, 'EUR'), convertedPrice: money(1490, 'CHF'), marketPrice: money(1590, 'CHF'),
};
const scarf: MarketProductPayload = { ...mug, productId: '00000000-0000-4000-8000-000000000002', sku: 'VT-SCARF-001', name: 'Wool scarf', primaryPrice: money(3990, 'EUR'), convertedPrice: money(3790, 'CHF'), marketPrice: null };
let rates: TaxRatePayload[];

beforeAll(polyfillDialog);

beforeEach(() => {
  markets = [...seeded];
  rates = [{ countryCode: 'GB', taxClass: 'standard', rateBasisPoints: 2000 }, { countryCode: 'GB', taxClass: 'reduced', rateBasisPoints: 500 }];
  api.mockReset();
  api.mockImplementation(async (route, input) => {
    const params = (input?.params ?? {}) as Record<string, string>;
    const body = input?.body as Record<string, unknown>;
    if (route === marketRoutes.listMarkets) return { items: markets };
    if (route === marketRoutes.listTaxRates) return { items: rates };
    if (route === marketRoutes.listMarketProducts) return { items: (input?.query as { q?: string }).q === 'scarf' ? [scarf] : [mug, scarf] };
    if (route === marketRoutes.putMarket) {
      const saved = { ...markets.find((market) => market.code === params.code) ?? { code: params.code!, isPrimary: false }, ...body } as MarketPayload;
      markets = [...markets.filter((market) => market.code !== saved.code), saved];
      return saved;
    }
    if (route === marketRoutes.deleteMarket) {
      markets = markets.filter((market) => market.code !== params.code);
      return undefined;
    }
    if (route === marketRoutes.putMarketPrice) return { productId: params.productId, sku: 'sku', priceAmount: body.priceAmount };
    if (route === marketRoutes.deleteMarketPrice) return undefined;
    if (route === marketRoutes.putTaxRate) return { countryCode: params.country, taxClass: params.taxClass, rateBasisPoints: body.rateBasisPoints };
    throw new Error('unexpected call');
  });
});

const renderModule = () => render(
  <QueryClientProvider client={makeQueryClient()}>
    <MarketsModule title="Markets" text={text} countries={countries} currencies={currencies} shopRateBasisPoints={1900} language="en" />
  </QueryClientProvider>,
);
const open = async (name: string) => fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
const calls = (route: unknown) => api.mock.calls.filter(([called]) => called === route);

describe('the Markets module', () => {
  it('lists the markets with their countries and currency, the primary marked, and says changes are live at once', async () => {
    renderModule();
    const list = await screen.findByRole('list', { name: 'Markets' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'European Union · EURPrimary marketAustria, Germany + all other countriesEdit European Union',
      'Switzerland · CHFSwitzerlandEdit SwitzerlandDelete Switzerland',
      'United Kingdom · GBPUnited KingdomEdit United KingdomDelete United Kingdom',
    ]);
    expect(screen.getByText(/live for shoppers at once; it does not wait for “Publish site changes”/)).toBeTruthy();
  });

  it("saves a market's rate, rounding and net prices, checking the rate by its field first", async () => {
    renderModule();
    await open('Switzerland');
    const form = screen.getByRole('form', { name: 'Market settings' });
    const rate = within(form).getByRole('textbox', { name: 'Exchange rate' });
    expect((rate as HTMLInputElement).value).toBe('0.94');
    fireEvent.change(rate, { target: { value: '0,9x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save market' }));
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(rate.getAttribute('aria-describedby')).toContain(screen.getByText('Enter a number, for example 0.94.').id);
    expect(calls(marketRoutes.putMarket)).toHaveLength(0);

    fireEvent.change(rate, { target: { value: '0,955' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Rounding of converted prices' }), { target: { value: 'whole' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Excluding tax (net): tax is added in the cart' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Norway' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save market' }));
    expect(await within(form).findByText('Switzerland saved. Shoppers see it now.')).toBeTruthy();
    expect(calls(marketRoutes.putMarket)[0]![1]).toEqual({
      params: { code: 'ch' },
      body: { name: 'Switzerland', countries: ['CH', 'NO'], currency: 'CHF', exchangeRateMillionths: 955_000, rounding: 'whole', pricesIncludeTax: false },
    });
    // A country of another market cannot be chosen; the primary's currency and rate are fixed.
    expect((within(form).getByRole('checkbox', { name: 'United Kingdom (in United Kingdom)' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('names the countries a market holds beyond the delivery countries, offers them ticked and keeps them on save', async () => {
    // The seed's EU market names every member, of which the shop delivers to few.
    markets = [{ ...seeded[0]!, countries: ['AT', 'BG', 'DE', 'CY'] }, ...seeded.slice(1)];
    renderModule();
    const list = await screen.findByRole('list', { name: 'Markets' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Austria, Bulgaria, Germany, Cyprus + all other countries');
    await open('European Union');
    const form = screen.getByRole('form', { name: 'Market settings' });
    const bulgaria = within(form).getByRole('checkbox', { name: 'Bulgaria (not a delivery country)' }) as HTMLInputElement;
    expect(bulgaria.checked).toBe(true);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Europe' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save market' }));
    expect(await within(form).findByText('Europe saved. Shoppers see it now.')).toBeTruthy();
    expect((calls(marketRoutes.putMarket)[0]![1] as { body: { countries: string[] } }).body.countries).toEqual(['AT', 'DE', 'BG', 'CY']);

    // Unticked, it goes.
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Cyprus (not a delivery country)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save market' }));
    await waitFor(() => expect(calls(marketRoutes.putMarket)).toHaveLength(2));
    expect((calls(marketRoutes.putMarket)[1]![1] as { body: { countries: string[] } }).body.countries).toEqual(['AT', 'DE', 'BG']);
  });

  it("shows the API's refusals by the field they are about", async () => {
    renderModule();
    await open('Switzerland');
    const form = screen.getByRole('form', { name: 'Market settings' });
    api.mockRejectedValueOnce(new ApiError('CH already belongs to another market', 422, 'Unprocessable Entity', 'r1', 'CountryInOtherMarket'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save market' }));
    const refusal = await within(form).findByText('A chosen country already belongs to another market.');
    expect(within(form).getByRole('group', { name: 'Countries' }).getAttribute('aria-describedby')).toContain(refusal.id);

    api.mockRejectedValueOnce(new ApiError('Validation failed', 400, 'Bad Request', 'r2', 'ValidationError',
      { message: 'Validation failed', errors: [{ path: 'body.currency', message: 'An ISO 4217 code ("CHF")' }] }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save market' }));
    const currency = within(form).getByRole('textbox', { name: 'Currency' });
    await waitFor(() => expect(currency.getAttribute('aria-invalid')).toBe('true'));
    expect(currency.getAttribute('aria-describedby')).toContain(within(form).getByText('An ISO 4217 code ("CHF")').id);
  });

  it('keeps the primary market in the shop currency and has no price list of its own', async () => {
    renderModule();
    await open('European Union');
    const form = screen.getByRole('form', { name: 'Market settings' });
    expect((within(form).getByRole('textbox', { name: 'Currency' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText("The primary market's prices are the products' own prices.")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Price list' })).toBeNull();
  });

  it('lists products with primary, converted and own price, searches them and saves a price per row', async () => {
    renderModule();
    await open('Switzerland');
    const prices = screen.getByRole('region', { name: 'Price list' });
    const mugRow = await within(prices).findByRole('form', { name: 'Stoneware mug' });
    expect(mugRow.textContent).toContain('Primary price: EUR 14.90');
    expect(mugRow.textContent).toContain('Converted: CHF 14.90');
    const mugPrice = within(mugRow).getByRole('textbox', { name: 'Price of Stoneware mug in CHF' }) as HTMLInputElement;
    expect(mugPrice.value).toBe('15.90');

    const scarfRow = within(prices).getByRole('form', { name: 'Wool scarf' });
    const scarfPrice = within(scarfRow).getByRole('textbox', { name: 'Price of Wool scarf in CHF' });
    expect(scarfPrice.getAttribute('placeholder')).toBe('37.90');
    fireEvent.change(scarfPrice, { target: { value: '39.9' } });
    fireEvent.click(within(scarfRow).getByRole('button', { name: 'Save price: Wool scarf' }));
    expect(await within(prices).findByText('Price of Wool scarf saved.')).toBeTruthy();
    expect(calls(marketRoutes.putMarketPrice)[0]![1]).toEqual({ params: { code: 'ch', productId: scarf.productId }, body: { priceAmount: 3990 } });

    fireEvent.change(mugPrice, { target: { value: '15.999' } });
    fireEvent.click(within(mugRow).getByRole('button', { name: 'Save price: Stoneware mug' }));
    expect(mugPrice.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(mugPrice, { target: { value: '' } });
    fireEvent.click(within(mugRow).getByRole('button', { name: 'Save price: Stoneware mug' }));
    expect(await within(prices).findByText('Stoneware mug uses the converted price again.')).toBeTruthy();
    expect(calls(marketRoutes.deleteMarketPrice)[0]![1]).toEqual({ params: { code: 'ch', productId: mug.productId } });

    fireEvent.change(within(prices).getByRole('searchbox', { name: 'Search products' }), { target: { value: 'scarf' } });
    await waitFor(() => expect(within(prices).queryByRole('form', { name: 'Stoneware mug' })).toBeNull());
    expect(calls(marketRoutes.listMarketProducts).at(-1)![1]).toEqual({ params: { code: 'ch' }, query: { q: 'scarf' } });
  });

  it("edits the market's countries' tax rates per class, sending only what changed", async () => {
    renderModule();
    await open('United Kingdom');
    const taxes = screen.getByRole('region', { name: 'Tax rates' });
    const row = await within(taxes).findByRole('form', { name: 'United Kingdom' });
    expect(within(taxes).getAllByRole('form')).toHaveLength(1);
    const standard = within(row).getByRole('textbox', { name: 'Standard rate of United Kingdom (%)' }) as HTMLInputElement;
    expect(standard.value).toBe('20');
    expect((within(row).getByRole('textbox', { name: 'Reduced rate of United Kingdom (%)' }) as HTMLInputElement).value).toBe('5');
    fireEvent.change(standard, { target: { value: '101' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save rates: United Kingdom' }));
    expect(within(row).getByText('Enter a number, for example 8.1.')).toBeTruthy();
    fireEvent.change(standard, { target: { value: '17,5' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save rates: United Kingdom' }));
    expect(await within(taxes).findByText('Tax rates of United Kingdom saved.')).toBeTruthy();
    expect(calls(marketRoutes.putTaxRate).map(([, input]) => input)).toEqual([
      { params: { country: 'GB', taxClass: 'standard' }, body: { rateBasisPoints: 1750 } },
    ]);
  });

  it("lists the primary market's tax countries with those no market names, at the shop's rate where they have none", async () => {
    renderModule();
    await open('European Union');
    const taxes = screen.getByRole('region', { name: 'Tax rates' });
    await within(taxes).findByRole('form', { name: 'Austria' });
    expect(within(taxes).getAllByRole('form').map((form) => form.getAttribute('aria-label'))).toEqual(['Austria', 'Germany', 'Norway']);
    expect(within(taxes).getByRole('textbox', { name: 'Standard rate of Norway (%)' }).getAttribute('placeholder')).toBe('19');
  });

  it('adds a market with its code, countries of no other market and a currency from the list, checking each field first', async () => {
    renderModule();
    fireEvent.click(await screen.findByRole('button', { name: 'Add market' }));
    const form = screen.getByRole('form', { name: 'New market' });
    const code = within(form).getByRole('textbox', { name: 'Code' });
    fireEvent.change(code, { target: { value: 'ch' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create market' }));
    expect(code.getAttribute('aria-describedby')).toContain(within(form).getByText('Another market already has this code.').id);
    expect(within(form).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    const currency = within(form).getByRole('combobox', { name: 'Currency' });
    expect(currency.getAttribute('aria-describedby')).toContain(within(form).getByText('Enter a three-letter currency code, for example CHF.').id);
    expect(calls(marketRoutes.putMarket)).toHaveLength(0);
    // Countries of other markets cannot be chosen.
    expect((within(form).getByRole('checkbox', { name: 'Switzerland (in Switzerland)' }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(code, { target: { value: 'no' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Norway' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Norway' }));
    fireEvent.change(currency, { target: { value: 'NOK' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Exchange rate' }), { target: { value: '11,5' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Rounding of converted prices' }), { target: { value: 'whole' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create market' }));
    expect(await screen.findByText('Norway added. Shoppers in its countries see it now.')).toBeTruthy();
    expect(calls(marketRoutes.putMarket)[0]![1]).toEqual({
      params: { code: 'no' },
      body: { name: 'Norway', countries: ['NO'], currency: 'NOK', exchangeRateMillionths: 11_500_000, rounding: 'whole', pricesIncludeTax: true },
    });
    // The new market is listed and opened, with its price list.
    const list = screen.getByRole('list', { name: 'Markets' });
    expect(await within(list).findByText('Norway · NOK')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New market' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Norway' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Price list' })).toBeTruthy();
  });

  it('deletes a market after asking what happens to its countries and price list; the primary market has no delete', async () => {
    renderModule();
    await open('Switzerland');
    expect(screen.queryByRole('button', { name: 'Delete European Union' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Switzerland' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Delete the market Switzerland? Its countries then buy in the primary market, European Union, at its prices, and the price list of Switzerland is deleted.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(marketRoutes.deleteMarket)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Switzerland' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete market' }));
    expect(await screen.findByText('Switzerland deleted. Its countries buy in the primary market now.')).toBeTruthy();
    expect(calls(marketRoutes.deleteMarket)[0]![1]).toEqual({ params: { code: 'ch' } });
    const list = screen.getByRole('list', { name: 'Markets' });
    await waitFor(() => expect(within(list).queryByText('Switzerland · CHF')).toBeNull());
    expect(screen.queryByRole('form', { name: 'Market settings' })).toBeNull();
  });

  it("shows the API's refusal of a delete", async () => {
    renderModule();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete United Kingdom' }));
    api.mockRejectedValueOnce(new ApiError('The primary market cannot be removed', 422, 'Unprocessable Entity', 'r3', 'PrimaryMarket'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete market' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The primary market cannot be deleted.');
  });
});
