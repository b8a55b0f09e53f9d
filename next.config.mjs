import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { PAGE_CACHE_HANDLER } from './lib/build/compiled-server.mjs';
import { distDir } from './lib/build/dist-dir.mjs';
import { IMAGE_PREVIEW_WIDTH, IMAGE_REQUEST_MAX_WIDTH } from './lib/display-constants.mjs';
import { agentRewrites } from './lib/routing/agent-rewrites.mjs';
import { storefrontRewrites } from './lib/routing/storefront-rewrites.mjs';
import { routingConfigFromEnv } from './lib/routing/routing-config.mjs';
import { securityHeaderRules } from './lib/security/header-rules.mjs';

// Every bundled import of messages/*.json is compiled at build time (next-intl's `messages.precompile`):
// the browser gets the messages parsed and a formatter of under 1 KB instead of the ICU parser (about
// 8 KB compressed on every shopper page, docs/bench.md). Such messages are no longer ICU strings; what
// needs the strings as written reads the files themselves (lib/i18n/message-sources.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A second build (the benchmark's) can live beside the one `npm start` serves.
  distDir: distDir(process.env),
  poweredByHeader: false,
  // Source maps for the browser's scripts, only when asked: to read a profile of the editor by our own
  // function names (docs/bench.md, "Profiling the editor"). Shops never serve them.
  productionBrowserSourceMaps: process.env.VITRINE_BROWSER_SOURCE_MAPS === '1',
  // `npm test` type-checks the whole project (tsc) before its e2e step builds: it says so, and the build
  // skips its own check of the same sources. Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.VITRINE_TYPES_CHECKED === '1' },
  // Pages named `*.bench.tsx` (the benchmark's baseline page, docs/bench.md) exist only in the bench's build.
  pageExtensions: process.env.VITRINE_BENCH_BUILD === '1' ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  // Next hashes every cached page it sends for an ETag: 0.12 ms of the 0.9 ms a 66 KB home page costs
  // (docs/bench.md). Shopper HTML is never kept by browsers (s-maxage only), so a 304 would save
  // bandwidth but no work; the CDN or proxy in front, which caches by s-maxage, does the validation.
  generateEtags: false,
  // PGlite loads its WebAssembly and data files relative to its own package: keep it (and pg) unbundled.
  // nodemailer is Node-only (sockets, TLS): loaded as it ships, as in the tests and `npm run mail:deliver`.
  // ioredis, loaded only when REDIS_URL is set, is required at run time like pg (pino is on Next's own list).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sanitize-html', 'nodemailer', 'ioredis'],
  // Uploaded photos (PNG, JPEG, GIF) are resized and re-encoded by Next's optimizer; SVGs (the seed's
  // pictures) skip it by their .svg name, and owners' images from other hosts are passed through.
  images: {
    // Only our media route, and without a query: nobody can make the optimizer fetch anything else.
    localPatterns: [{ pathname: '/media/**', search: '' }],
    formats: ['image/avif', 'image/webp'],
    // Widths for full-width images: phones at 2x and 3x up to the 76rem page at 2x, never more than the
    // spec's maximum request (2560).
    deviceSizes: [640, 828, 1080, 1280, 1600, 1920, IMAGE_REQUEST_MAX_WIDTH],
    // Widths for smaller boxes at 1x and 2x: suggestions (40px), cart lines, thumbnails, product cards; and
    // the editor's image preview, so that it is asked for at exactly that width.
    imageSizes: [48, 96, 128, 192, 256, 384, 512, IMAGE_PREVIEW_WIDTH],
    // A media id never points at other bytes, so a variant may be kept as long as the original.
    minimumCacheTTL: 31_536_000,
    // Uploads stop at 10 MB (IMAGE_UPLOAD_LIMIT in lib/contract/media.ts).
    maximumResponseBody: 10 * 1024 * 1024,
  },
  // Next's page cache, shared by every instance through Redis when REDIS_URL is set (lib/page-cache/),
  // which also gives each cached page a Content-Security-Policy naming its inline scripts by hash, so
  // shopper pages stay cached with a strict policy (docs/security.md). Next imports it outside its
  // bundler, in the server and in the build's workers: compiled to JavaScript before the build
  // (scripts/compile-server.mjs), so that Node loads it with no TypeScript loader.
  cacheHandler: fileURLToPath(new URL(PAGE_CACHE_HANDLER, import.meta.url)),
  // nosniff, Referrer-Policy, Permissions-Policy, framing and HSTS on every answer; no-store for owners' views.
  async headers() {
    return securityHeaderRules(process.env);
  },
  // The common storefront requests are routed here rather than by proxy.ts (see storefront-rewrites.mjs);
  // what agents read (llms.txt, feeds, Markdown versions) first, for every shop (agent-rewrites.mjs).
  async rewrites() {
    return { beforeFiles: [...agentRewrites(), ...storefrontRewrites(routingConfigFromEnv(process.env))], afterFiles: [], fallback: [] };
  },
  experimental: {
    // URLs that match no route (an unknown path under /api) get a real 404 page although the root layouts are dynamic.
    globalNotFound: true,
    // Cached pages and data live in each process's memory (and in Redis with REDIS_URL), never in
    // .next/: a re-seeded database can then never be answered from a cache written for the previous one.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
