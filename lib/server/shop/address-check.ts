import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { shops } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { routingConfigFromEnv } from '@/lib/routing';
import { isLoopbackOrigin } from '@/lib/schemas/shop-address';

/**
 * Why a shop's links would lead nowhere its shoppers can follow: its address is this machine's own
 * (loopback: the seed's `http://localhost:3000` left in place), or SHOP_HOSTS routes it by a host its
 * address does not name (other-host), or it is no address at all (invalid: written by hand in SQL).
 */
export interface ShopAddressProblem { shop: string; baseUrl: string; problem: 'loopback' | 'other-host' | 'invalid' }

const hostOf = (baseUrl: string) => (URL.canParse(baseUrl) ? new URL(baseUrl).host : null);

/** The problems of these shops' addresses; SHOP_HOSTS maps hosts to shops. */
export function shopAddressProblems(rows: { slug: string; baseUrl: string }[], env: Record<string, string | undefined>): ShopAddressProblem[] {
  const hosts = Object.entries(routingConfigFromEnv(env).shopHosts);
  return rows.flatMap(({ slug, baseUrl }): ShopAddressProblem[] => {
    const host = hostOf(baseUrl);
    if (host === null) return [{ shop: slug, baseUrl, problem: 'invalid' }];
    if (isLoopbackOrigin(baseUrl)) return [{ shop: slug, baseUrl, problem: 'loopback' }];
    const own = hosts.filter(([, shop]) => shop === slug).map(([mapped]) => mapped);
    return own.length > 0 && !own.includes(host) ? [{ shop: slug, baseUrl, problem: 'other-host' }] : [];
  });
}

/** The problems of every shop's address in the database, as this instance's SHOP_HOSTS routes them. */
export async function findShopAddressProblems(env: Record<string, string | undefined> = process.env): Promise<ShopAddressProblem[]> {
  const db = await getDb();
  return shopAddressProblems(await db.select({ slug: shops.slug, baseUrl: shops.baseUrl }).from(shops).orderBy(asc(shops.slug)), env);
}

const WARNINGS: Record<ShopAddressProblem['problem'], string> = {
  loopback: 'shop address: links, the sitemap and mails point at this machine; set the shop address in Shop settings (PATCH /shop baseUrl), or PUBLIC_URL before the first seed',
  'other-host': 'shop address: SHOP_HOSTS routes this shop by another host than its address; links, the sitemap and mails use the address',
  invalid: 'shop address: not an address; set it in Shop settings (PATCH /shop baseUrl)',
};

/**
 * At a production start: one warning per shop whose canonical links, sitemap and mails would point at
 * this machine or at a host shoppers are not routed by. Never stops the start: the owner fixes it in
 * Shop settings, on the running shop.
 */
export async function warnAboutShopAddresses(): Promise<void> {
  try {
    for (const { shop, baseUrl, problem } of await findShopAddressProblems()) {
      log.warn({ shop, baseUrl, problem }, WARNINGS[problem]);
    }
  } catch (error) {
    log.warn({ err: error }, 'shop address: the shops could not be read to check their addresses');
  }
}
