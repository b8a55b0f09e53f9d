'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { showApiError, shopApi } from '@/lib/api/browser';
import { reportCartEvent } from '@/lib/analytics/cart-events';
import { lineThing } from '@/lib/analytics/ecommerce';
import { ApiError } from '@/lib/api/client';
import type { CartLineItemPayload, CartPayload } from '@/lib/contract/cart';
import { keyedDebounce } from '@/lib/cart/keyed-debounce';
import { queryKeys } from '@/lib/queries/keys';
import { cartRoutes } from '@/lib/api/routes/cart';

/** Spec section 9: cart updates are debounced per line item for 1000 ms. */
export const CART_UPDATE_DEBOUNCE_MS = 1000;

interface PendingQuantity {
  line: CartLineItemPayload;
  quantity: number;
}

function isLowStock(error: unknown): boolean {
  return error instanceof ApiError && error.message.includes('Low StockLevel');
}

const lineOf = (cart: CartPayload | undefined, lineItemId: string) => cart?.lineItems.find((line) => line.lineItemId === lineItemId);

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/**
 * Quantity changes and removals of cart lines: the shown quantity changes at once, the server update
 * follows debounced per line; a Low StockLevel answer resets the quantities and flags the mismatch.
 * Each change the server took is reported to the page's event bus and, after consent, to analytics
 * (spec section 4).
 */
export function useCartUpdates(shop: string, onUpdated: () => void) {
  const queryClient = useQueryClient();
  const [localQuantities, setLocalQuantities] = useState<Record<string, number>>({});
  const [runningLines, setRunningLines] = useState<Record<string, number>>({});
  const [quantityMismatch, setQuantityMismatch] = useState(false);
  const onUpdatedRef = useRef(onUpdated);
  useEffect(() => {
    onUpdatedRef.current = onUpdated;
  });

  const changeRunning = (lineItemId: string, by: number) => setRunningLines((current) => {
    const count = (current[lineItemId] ?? 0) + by;
    return count > 0 ? { ...current, [lineItemId]: count } : without(current, lineItemId);
  });

  async function write(lineItemId: string, request: () => Promise<CartPayload>, quantity?: number): Promise<void> {
    changeRunning(lineItemId, 1);
    try {
      const cart = await request();
      // The line as the cart had it before this answer, for the report of what changed.
      const before = lineOf(queryClient.getQueryData<CartPayload>(queryKeys.cart(shop)), lineItemId);
      queryClient.setQueryData(queryKeys.cart(shop), cart);
      if (before) {
        reportCartEvent({
          type: 'quantity-change', lineItemId, productId: before.productId,
          quantity: lineOf(cart, lineItemId)?.quantity ?? 0, previousQuantity: before.quantity, item: lineThing(before),
        });
      }
      setQuantityMismatch(false);
      // A newer quantity typed meanwhile stays shown until its own update answers.
      setLocalQuantities((current) => (current[lineItemId] === quantity ? without(current, lineItemId) : current));
      onUpdatedRef.current();
    } catch (error) {
      setLocalQuantities((current) => without(current, lineItemId));
      if (!isLowStock(error)) return showApiError(error);
      setQuantityMismatch(true);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart(shop) });
    } finally {
      changeRunning(lineItemId, -1);
    }
  }

  const debounceRef = useRef<ReturnType<typeof keyedDebounce<PendingQuantity>> | null>(null);
  useEffect(() => () => debounceRef.current?.cancel(), []);

  function remove(line: CartLineItemPayload): void {
    void write(line.lineItemId, () => shopApi(cartRoutes.removeLineItem, { params: { id: line.lineItemId } }, { silent: true }));
  }

  /** Sets a line's quantity; the same quantity is ignored, 0 or less removes the line (spec section 4). */
  function setQuantity(line: CartLineItemPayload, quantity: number): void {
    const shown = localQuantities[line.lineItemId] ?? line.quantity;
    if (quantity === shown && quantity > 0) return;
    if (quantity <= 0) return remove(line);
    setLocalQuantities((current) => ({ ...current, [line.lineItemId]: quantity }));
    // Created on first use; what it calls only reaches stable setters, the query client and refs.
    debounceRef.current ??= keyedDebounce<PendingQuantity>((id, pending) => {
      const body = { productId: pending.line.productId, quantity: pending.quantity };
      void write(id, () => shopApi(cartRoutes.updateLineItem, { params: { id }, body }, { silent: true }), pending.quantity);
    }, CART_UPDATE_DEBOUNCE_MS);
    debounceRef.current.call(line.lineItemId, { line, quantity });
  }

  return {
    busy: Object.keys(runningLines).length > 0,
    quantityMismatch,
    isUpdating: (line: CartLineItemPayload) => line.lineItemId in runningLines,
    quantityOf: (line: CartLineItemPayload) => localQuantities[line.lineItemId] ?? line.quantity,
    setQuantity,
    remove,
  };
}
