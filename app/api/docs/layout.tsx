import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './docs.css';

export const metadata: Metadata = {
  title: 'Vitrine API reference',
  description: 'Every endpoint of the Vitrine storefront and editor API, with parameters, bodies, access and errors.',
};

/**
 * The reference page's own document: the storefront's root layout lives under app/[shop]/[mode]/[locale]
 * and needs a shop, which this page has none of.
 */
export default function ApiDocsLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
