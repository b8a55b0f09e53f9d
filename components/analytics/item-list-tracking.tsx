'use client';

import { useEffect, useRef } from 'react';
import { ITEM_LIST_ATTRIBUTE, selectItemEvent, viewItemListEvent, type AnalyticsItem, type ItemList } from '@/lib/analytics/ecommerce';
import { pushEvent } from '@/lib/analytics/push-event';

/**
 * A product list's events (after consent only): view_item_list when it shows or its products change,
 * select_item when the shopper follows a card's link, the card found by its place in the list's grid.
 * A client list (search results) builds its items anew on each render: only a change of the products
 * themselves reports the list again.
 */
export function ItemListTracking({ list, items }: { list: ItemList; items: AnalyticsItem[] }) {
  const shown = useRef(items);
  useEffect(() => {
    shown.current = items;
  });
  const products = items.map((item) => item.item_id).join('\n');

  useEffect(() => {
    const reported = { id: list.id, name: list.name };
    pushEvent(viewItemListEvent(reported, shown.current));
    const onClick = (event: MouseEvent) => {
      const card = (event.target as Element | null)?.closest?.('a[href]')?.closest(`[${ITEM_LIST_ATTRIBUTE}="${CSS.escape(reported.id)}"] > li`);
      const item = card?.parentElement ? shown.current[[...card.parentElement.children].indexOf(card)] : undefined;
      if (item) pushEvent(selectItemEvent(reported, item));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [list.id, list.name, products]);
  return null;
}
