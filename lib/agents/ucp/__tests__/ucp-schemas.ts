import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const ROOT = path.join(__dirname, '..', 'schemas');
const PROFILE_ID = 'https://ucp.dev/discovery/profile_schema.json';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? jsonFiles(full) : entry.name.endsWith('.json') ? [full] : [];
  });
}

type Validators = Record<'profile' | 'fulfillmentConfig' | 'checkout' | 'cart' | 'order' | 'errorResponse' | 'catalogSearch' | 'catalogLookup' | 'catalogProduct', ValidateFunction>;

/**
 * Validators for the published UCP schemas (release 2026-04-08, vendored in ../schemas), all loaded so
 * their `$ref`s resolve offline: the business profile (and the fulfillment capability's business config),
 * the checkout response with the extensions the shop declares, the cart with its discount extension, the order,
 * a business error, and the catalog's answers.
 */
export function ucpValidators(): Validators {
  // strict off: the schemas carry the protocol's own annotations (`ucp_request`, `name`).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const file of jsonFiles(ROOT)) {
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    // The profile schema's $id (…/schemas/discovery/) is one level below its file in the release
    // (source/discovery/, beside source/schemas/): its "../schemas/ucp.json" resolves from the file's place.
    if (path.relative(ROOT, file) === path.join('discovery', 'profile_schema.json')) schema.$id = PROFILE_ID;
    ajv.addSchema(schema);
  }
  const shopping = 'https://ucp.dev/schemas/shopping';
  const refs = {
    profile: `${PROFILE_ID}#/$defs/business_profile`,
    fulfillmentConfig: `${shopping}/fulfillment.json#/$defs/dev.ucp.shopping.fulfillment/business_schema`,
    order: `${shopping}/order.json`,
    errorResponse: `${shopping}/types/error_response.json`,
    catalogSearch: `${shopping}/catalog_search.json#/$defs/search_response`,
    catalogLookup: `${shopping}/catalog_lookup.json#/$defs/lookup_response`,
    catalogProduct: `${shopping}/catalog_lookup.json#/$defs/get_product_response`,
  };
  const validators = Object.fromEntries(Object.entries(refs).map(([name, ref]) => {
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`the vendored UCP schemas lack ${ref}`);
    return [name, validate];
  }));
  // The checkout with both extensions the shop declares: each extension's checkout must hold.
  const checkout = ajv.compile({
    allOf: [{ $ref: `${shopping}/discount.json#/$defs/dev.ucp.shopping.checkout` }, { $ref: `${shopping}/fulfillment.json#/$defs/dev.ucp.shopping.checkout` }],
  });
  // The cart with the discount extension, as the shop declares it; an answer without a cart (a refusal,
  // not_found) is the error response, as the REST binding's cart_response allows (oneOf).
  const cart = ajv.compile({ $ref: `${shopping}/discount.json#/$defs/dev.ucp.shopping.cart` });
  return { ...validators, checkout, cart } as Validators;
}
