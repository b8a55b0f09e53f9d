import type { Endpoint } from './endpoint';
import * as analytics from './analytics';
import * as auth from './auth';
import * as cart from './cart';
import * as cartReminders from './cart-reminders';
import * as catalog from './catalog';
import * as checkout from './checkout';
import * as content from './content';
import * as customers from './customers';
import * as documents from './documents';
import * as engagement from './engagement';
import * as markets from './markets';
import * as media from './media';
import * as orders from './orders';
import * as reviews from './reviews';
import * as search from './search';
import * as sections from './sections';
import * as shop from './shop';
import * as site from './site';
import * as stockAlerts from './stock-alerts';
import * as themes from './themes';
import * as translations from './translations';

/** An endpoint with the name its contract file gives it (`getShop`), used as the OpenAPI operationId. */
export interface NamedEndpoint {
  name: string;
  /** The contract file it comes from, e.g. `shop`. */
  contract: string;
  /** The exported group that holds it, e.g. `shopEndpoints`. */
  group: string;
  endpoint: Endpoint;
}

// Every contract file of lib/contract, by name. A file may export several `...Endpoints` objects;
// all of them are collected, so a new group in an existing file needs no change here.
const CONTRACTS: Record<string, Record<string, unknown>> = {
  shop, catalog, search, cart, 'cart-reminders': cartReminders, checkout, orders, markets, content, documents, sections, site, themes, media, customers, engagement, reviews, 'stock-alerts': stockAlerts, analytics, translations,
  // Last: the fuzz test walks them in this order, and signing out or changing the password there must
  // not end the owner session the endpoints before it are fuzzed with.
  auth,
};

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null
    && typeof (value as Endpoint).method === 'string' && typeof (value as Endpoint).path === 'string';
}

function collect(): NamedEndpoint[] {
  const named: NamedEndpoint[] = [];
  for (const [contract, exports] of Object.entries(CONTRACTS)) {
    for (const [exportName, group] of Object.entries(exports)) {
      if (!exportName.endsWith('Endpoints') || typeof group !== 'object' || group === null) continue;
      for (const [name, endpoint] of Object.entries(group)) {
        if (isEndpoint(endpoint)) named.push({ name, contract, group: exportName, endpoint });
      }
    }
  }
  return named;
}

/** Every endpoint of every contract file, with its name. */
export const NAMED_ENDPOINTS: readonly NamedEndpoint[] = collect();

/** Every endpoint the API serves: the registry the OpenAPI document, the reference page and the fuzz test read. */
export const ALL_ENDPOINTS: Endpoint[] = NAMED_ENDPOINTS.map((entry) => entry.endpoint);
