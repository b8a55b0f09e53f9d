import type { SchemaArbitraryOptions } from '@/lib/testing/json-schema-arbitrary';

export type Schema = { [key: string]: unknown };

/** What the fuzz test knows about the seeded shop and its sessions. */
export interface FuzzContext extends SchemaArbitraryOptions {
  ownerToken: string;
  foreignToken: string;
  csrf: { cookie: string; token: string };
  /** Cookies of a shopper with a cart (and signed in, where the API allows), name -> value. */
  sessionCookies: Record<string, string>;
  /** Real values by kind (product, categor, page, ...), for path parameters. */
  pools: Record<string, string[]>;
  /** The values of `pools` a path parameter most likely wants. */
  poolFor(path: string, name: string): string[];
}

/** The schemas of one endpoint as the OpenAPI document holds them. */
export interface EndpointSchemas {
  path: Record<string, Schema>;
  query: Record<string, Schema>;
  /** Query parameters the endpoint requires. */
  requiredQuery: string[];
  body?: Schema;
  /** Media types of a file body (uploads); empty for JSON endpoints. */
  fileTypes: string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  cookies?: Record<string, string>;
  body?: string | Uint8Array;
}

/** A request body as sent: bytes or text, its content type and, rarely, a content-length of its own. */
export interface SentBody { body?: string | Uint8Array; type?: string; length?: string }
