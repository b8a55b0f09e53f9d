'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopApi } from '@/lib/api/browser';
import { marketRoutes } from '@/lib/api/routes/market';

/** The query keys of the module's reads: a write invalidates the reads it changes. */
export const marketsQueryKeys = {
  all: ['editor', 'markets'] as const,
  products: (code: string) => ['editor', 'markets', code, 'products'] as const,
  taxRates: ['editor', 'taxRates'] as const,
};

/** The shop's markets, the primary first, read fresh each time the module opens. */
export function useMarkets() {
  return useQuery({
    queryKey: marketsQueryKeys.all,
    queryFn: async () => (await shopApi(marketRoutes.listMarkets, {}, { silent: true })).items,
    staleTime: 0,
  });
}

/** The shop's tax rates per country and tax class. */
export function useTaxRates() {
  return useQuery({
    queryKey: marketsQueryKeys.taxRates,
    queryFn: async () => (await shopApi(marketRoutes.listTaxRates, {}, { silent: true })).items,
    staleTime: 0,
  });
}

/** A market's products found by `q` with their prices; the last answer stays while the next search runs. */
export function useMarketProducts(code: string, q: string) {
  return useQuery({
    queryKey: [...marketsQueryKeys.products(code), q],
    queryFn: async () => (await shopApi(marketRoutes.listMarketProducts, { params: { code }, query: { q } }, { silent: true })).items,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
