import type { ReactNode } from 'react';

/**
 * Root layout of the benchmark's baseline page: no storefront shell, no providers, no styles, so the
 * scripts it loads are the framework's own (bench/first-load-js.ts) and it is the prerendered page the
 * storefront's throughput is compared with (bench/throughput.ts).
 */
export default function BaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
