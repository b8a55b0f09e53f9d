import { routingConfigFromEnv } from '@/lib/routing/routing-config.mjs';
import { originOf } from '@/lib/schemas/shop-address';
import { DEMO } from './demo';

/** What the seed reads to address the shops it writes. */
export type SeedAddressEnv = Partial<Record<'PUBLIC_URL' | 'SHOP_HOSTS' | 'NODE_ENV', string>>;

/**
 * The address a seeded shop starts with (its owner changes it later in Shop settings). A shop that
 * SHOP_HOSTS maps to a host of its own is reached there, so it gets that host, with PUBLIC_URL's scheme
 * (https when there is none in production); every other shop, the default one first, is reached at
 * the instance's own address, PUBLIC_URL; without it, the local one of the demo. A PUBLIC_URL that is
 * no origin stops the seed rather than publishing links nobody can follow.
 */
export function seededShopAddress(slug: string, env: SeedAddressEnv): string {
  const production = env.NODE_ENV === 'production';
  const publicUrl = env.PUBLIC_URL?.trim() ? originOf(env.PUBLIC_URL, production) : null;
  if (publicUrl && 'error' in publicUrl) throw new Error(`PUBLIC_URL ${JSON.stringify(env.PUBLIC_URL)}: ${publicUrl.error}`);
  const host = Object.entries(routingConfigFromEnv(env).shopHosts).find(([, shop]) => shop === slug)?.[0];
  if (host) {
    const scheme = publicUrl ? new URL(publicUrl.origin).protocol : production ? 'https:' : 'http:';
    const mapped = originOf(`${scheme}//${host}`, production);
    if ('origin' in mapped) return mapped.origin;
  }
  return publicUrl?.origin ?? DEMO.baseUrl;
}
