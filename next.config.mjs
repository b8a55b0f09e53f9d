import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A second build (the benchmark's) can live beside the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files relative to its own package: keep it (and pg) unbundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sanitize-html'],
  experimental: {
    // URLs that match no route (an invalid shop name) get a real 404 page although the root layout is dynamic.
    globalNotFound: true,
    // Cached pages and data live in each process's memory, never in .next/: a re-seeded database
    // can then never be answered from a cache written for the previous one.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
