// @ts-check
// Plain JavaScript: next.config.mjs builds its rewrites from it as well as the TypeScript routing.

/**
 * Reads the routing configuration from the environment (DEFAULT_SHOP, SHOP_HOSTS="host=shop,...").
 * @param {Record<string, string | undefined>} env
 * @returns {import('./routing-config.mjs').RoutingConfig}
 */
export function routingConfigFromEnv(env) {
  /** @type {Record<string, string>} */
  const shopHosts = {};
  for (const pair of (env.SHOP_HOSTS ?? '').split(',')) {
    const [host, shop] = pair.split('=').map((part) => part.trim());
    if (host && shop) shopHosts[host.toLowerCase()] = shop;
  }
  return { defaultShop: env.DEFAULT_SHOP || 'demo', shopHosts };
}
