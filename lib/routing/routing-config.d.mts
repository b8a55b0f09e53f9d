export interface RoutingConfig {
  /** Shop served when neither the `shop` parameter nor the host names one. */
  defaultShop: string;
  /** Host name (without port, lower case) -> shop slug. */
  shopHosts: Readonly<Record<string, string>>;
}

export function routingConfigFromEnv(env: Record<string, string | undefined>): RoutingConfig;
