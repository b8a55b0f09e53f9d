/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CART_EVENT, type CartEvent } from '@/lib/analytics/cart-events';
import { shopApi } from '@/lib/api/browser';
import type { CartLineItemPayload, CartPayload } from '@/lib/contract/cart';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import { CART_UPDATE_DEBOUNCE_MS, useCartUpdates } from '../use-cart-updates';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const api = jest.mocked(shopApi);

const line = {
  lineItemId: 'l1', productId: 'p1', quantity: 1, sku: 'MUG-1', name: 'Mug', variationString: null, manufacturer: null,
  singleItemPrice: { amount: 1250, currency: 'EUR', formatted: '€12.50' },
} as CartLineItemPayload;
const item = { sku: 'MUG-1', name: 'Mug', unitPrice: line.singleItemPrice, variant: null, brand: null };
const cartWith = (lines: CartLineItemPayload[]) => ({ cartId: 'c1', lineItems: lines, productLineItems: lines }) as unknown as CartPayload;

const events: CartEvent[] = [];
const onEvent = (event: Event) => events.push((event as CustomEvent<CartEvent>).detail);
beforeEach(() => {
  jest.useFakeTimers();
  api.mockReset();
  events.length = 0;
  window.addEventListener(CART_EVENT, onEvent);
});
afterEach(() => {
  window.removeEventListener(CART_EVENT, onEvent);
  jest.useRealTimers();
});

function renderUpdates() {
  const client = makeQueryClient();
  client.setQueryData(queryKeys.cart('demo'), cartWith([line]));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCartUpdates('demo', () => {}), { wrapper });
}

describe('useCartUpdates reports what the server took to the page\'s event bus', () => {
  it('a quantity change, once its debounced update answered, with the quantity before', async () => {
    api.mockResolvedValue(cartWith([{ ...line, quantity: 3 }]) as never);
    const { result } = renderUpdates();
    act(() => result.current.setQuantity(line, 3));
    expect(events).toEqual([]);
    await act(async () => { jest.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS); });
    expect(events).toEqual([{ type: 'quantity-change', lineItemId: 'l1', productId: 'p1', quantity: 3, previousQuantity: 1, item }]);
  });

  it('a removal as a change to 0, and nothing for an update that failed', async () => {
    api.mockResolvedValueOnce(cartWith([]) as never);
    const { result } = renderUpdates();
    await act(async () => { result.current.remove(line); });
    expect(events).toEqual([{ type: 'quantity-change', lineItemId: 'l1', productId: 'p1', quantity: 0, previousQuantity: 1, item }]);
    api.mockRejectedValueOnce(new Error('offline'));
    await act(async () => { result.current.remove(line); });
    expect(events).toHaveLength(1);
  });
});
