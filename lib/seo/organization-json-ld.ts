/** What the Organization structured data of a shop is built from. */
export interface OrganizationInput {
  name: string;
  /** The shop's public start page, absolute. */
  url: string;
  /** The picture that stands for the shop, absolute. */
  logo?: string;
  email?: string;
  /** Profiles of the shop on social networks. */
  sameAs?: string[];
}

/** A schema.org Organization (with the shop's WebSite) for the home page. */
export function buildOrganizationJsonLd({ name, url, logo, email, sameAs = [] }: OrganizationInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    ...(logo ? { logo } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
