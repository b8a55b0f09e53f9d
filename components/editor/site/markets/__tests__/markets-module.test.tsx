/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import messages from '@/messages/en.json';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { apiRoutes } from '@/lib/api/routes';
import type { MarketPayload, MarketProductPayload, TaxRatePayload } from '@/lib/contract/markets';
import { makeQueryClient } from '@/lib/queries/query-client';
import { MARKETS_TEXT_KEYS, type MarketsText } from '../labels';
import { MarketsModule } from '../markets-module';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const api = jest.mocked(shopApi);

const text = Object.fromEntries(MARKETS_TEXT_KEYS.map((key) => [key, messages.EditorMarkets[key]])) as MarketsText;
const countries = [{ code: 'AT', name: 'Austria' }, { code: 'DE', name: 'Germany' }, { code: 'CH', name: 'Switzerland' }, { code: 'GB', name: 'United Kingdom' }, { code: 'NO', name: 'Norway' }];
const markets: MarketPayload[] = [
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

beforeEach(() => {
  rates = [{ countryCode: 'GB', taxClass: 'standard', rateBasisPoints: 2000 }, { countryCode: 'GB', taxClass: 'reduced', rateBasisPoints: 500 }];
  api.mockReset();
  api.mockImplementation(async (route, input) => {
    const params = (input?.params ?? {}) as Record<string, string>;
    const body = input?.body as Record<string, unknown>;
    if (route === apiRoutes.market.listMarkets) return { items: markets };
    if (route === apiRoutes.market.listTaxRates) return { items: rates };
    if (route === apiRoutes.market.listMarketProducts) return { items: (input?.query as { q?: string }).q === 'scarf' ? [scarf] : [mug, scarf] };
    if (route === apiRoutes.market.putMarket) return { ...markets.find((market) => market.code === params.code)!, ...body };
    if (route === apiRoutes.market.putMarketPrice) return { productId: params.productId, sku: 'sku', priceAmount: body.priceAmount };
    if (route === apiRoutes.market.deleteMarketPrice) return undefined;
    if (route === apiRoutes.market.putTaxRate) return { countryCode: params.country, taxClass: params.taxClass, rateBasisPoints: body.rateBasisPoints };
    throw new Error('unexpected call');
  });
});

const renderModule = () => render(
  <QueryClientProvider client={makeQueryClient()}>
    <MarketsModule title="Markets" text={text} countries={countries} shopRateBasisPoints={1900} />
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
      'Switzerland · CHFSwitzerlandEdit Switzerland',
      'United Kingdom · GBPUnited KingdomEdit United Kingdom',
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
    expect(calls(apiRoutes.market.putMarket)).toHaveLength(0);

    fireEvent.change(rate, { target: { value: '0,955' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Rounding of converted prices' }), { target: { value: 'whole' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Excluding tax (net): tax is added in the cart' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Norway' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save market' }));
    expect(await within(form).findByText('Switzerland saved. Shoppers see it now.')).toBeTruthy();
    expect(calls(apiRoutes.market.putMarket)[0]![1]).toEqual({
      params: { code: 'ch' },
      body: { name: 'Switzerland', countries: ['CH', 'NO'], currency: 'CHF', exchangeRateMillionths: 955_000, rounding: 'whole', pricesIncludeTax: false },
    });
    // A country of another market cannot be chosen; the primary's currency and rate are fixed.
    expect((within(form).getByRole('checkbox', { name: 'United Kingdom (in United Kingdom)' }) as HTMLInputElement).disabled).toBe(true);
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
    expect(calls(apiRoutes.market.putMarketPrice)[0]![1]).toEqual({ params: { code: 'ch', productId: scarf.productId }, body: { priceAmount: 3990 } });

    fireEvent.change(mugPrice, { target: { value: '15.999' } });
    fireEvent.click(within(mugRow).getByRole('button', { name: 'Save price: Stoneware mug' }));
    expect(mugPrice.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(mugPrice, { target: { value: '' } });
    fireEvent.click(within(mugRow).getByRole('button', { name: 'Save price: Stoneware mug' }));
    expect(await within(prices).findByText('Stoneware mug uses the converted price again.')).toBeTruthy();
    expect(calls(apiRoutes.market.deleteMarketPrice)[0]![1]).toEqual({ params: { code: 'ch', productId: mug.productId } });

    fireEvent.change(within(prices).getByRole('searchbox', { name: 'Search products' }), { target: { value: 'scarf' } });
    await waitFor(() => expect(within(prices).queryByRole('form', { name: 'Stoneware mug' })).toBeNull());
    expect(calls(apiRoutes.market.listMarketProducts).at(-1)![1]).toEqual({ params: { code: 'ch' }, query: { q: 'scarf' } });
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
    expect(calls(apiRoutes.market.putTaxRate).map(([, input]) => input)).toEqual([
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
});
