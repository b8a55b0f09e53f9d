/** What the return policy of a product's offer is built from. */
export interface ReturnPolicyInput {
  /** Absolute URL of the shop's right-of-withdrawal page; null when shoppers cannot see it. */
  withdrawalUrl: string | null;
  /** Countries the shop delivers to (and so sells to), as ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
}

/**
 * A schema.org MerchantReturnPolicy that points to the shop's withdrawal page. The return window, fees
 * and method are left out: the shop states them only in that page's text, and structured data must not
 * claim more than the shop's data says. Null without a visible withdrawal page.
 */
export function buildReturnPolicyJsonLd({ withdrawalUrl, countries }: ReturnPolicyInput): Record<string, unknown> | null {
  if (!withdrawalUrl) return null;
  return {
    '@type': 'MerchantReturnPolicy',
    merchantReturnLink: withdrawalUrl,
    ...(countries.length ? { applicableCountry: [...countries] } : {}),
  };
}
