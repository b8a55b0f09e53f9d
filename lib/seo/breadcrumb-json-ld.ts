/** One step of a breadcrumb with its absolute URL (the last, current page may have none). */
export interface BreadcrumbStep {
  name: string;
  url?: string;
}

/** A schema.org BreadcrumbList; null when there are no steps. */
export function buildBreadcrumbJsonLd(steps: readonly BreadcrumbStep[]): Record<string, unknown> | null {
  if (steps.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}
