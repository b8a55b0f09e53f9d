import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import type { Shop } from '@/lib/server/shop/types';
import { POPULAR_PRODUCTS } from '@/lib/contract/limits';
/** Popularity is read from this many of the shop's latest orders: bounded work at any order count. */
const RECENT_ORDERS = 500;

/**
 * The ids of the shop's most ordered listed products in the locale (a variation counts for its master),
 * over its latest orders, then its newest products when fewer were ordered: what a search page offers
 * instead of an empty page.
 */
export async function popularProductIds(db: Executor, shop: Shop, locale: string, limit = POPULAR_PRODUCTS): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    with ordered as (
      select coalesce(p.variation_master_id, p.id) as product_id, count(*) as times
      from (select id from orders where shop_id = ${shop.id} order by created_at desc limit ${RECENT_ORDERS}) o
      inner join order_line_items li on li.order_id = o.id
      inner join products p on p.id = li.product_id
      group by 1
    ),
    ranked as (
      (select l.product_id as id, 0 as tier, ordered.times as score, l.name
        from ordered inner join product_listings l on l.product_id = ordered.product_id and l.locale = ${locale} and l.shop_id = ${shop.id}
        order by ordered.times desc, l.name limit ${limit})
      union all
      (select l.product_id, 1, 0, l.name from product_listings l
        where l.shop_id = ${shop.id} and l.locale = ${locale}
        order by l.created_at desc, l.product_id limit ${limit})
    )
    select id from (select distinct on (id) id, tier, score, name from ranked order by id, tier) best
    order by tier, score desc, name limit ${limit}`);
  return rows.map((row) => row.id);
}
