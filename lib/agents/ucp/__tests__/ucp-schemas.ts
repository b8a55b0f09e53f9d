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

/**
 * Validators for the published UCP schemas (release 2026-04-08, vendored in ../schemas), all loaded so
 * their `$ref`s resolve offline: the business profile and the checkout response (with discounts).
 */
export function ucpValidators(): { profile: ValidateFunction; checkout: ValidateFunction } {
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
  const profile = ajv.getSchema(`${PROFILE_ID}#/$defs/business_profile`);
  // The checkout with the discount extension the shop declares: checkout.json and its `discounts`.
  const checkout = ajv.getSchema('https://ucp.dev/schemas/shopping/discount.json#/$defs/dev.ucp.shopping.checkout');
  if (!profile || !checkout) throw new Error('the vendored UCP schemas are incomplete');
  return { profile, checkout };
}
