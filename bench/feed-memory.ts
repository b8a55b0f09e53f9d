// `npx tsx --conditions=react-server bench/feed-memory.ts`: writes both product feeds of the demo shop
// (default language) of the configured database (DATABASE_URL, else PGlite under PGLITE_DIR) to nowhere,
// and prints their time, size and this process's memory: how the feeds hold up at a catalogue's full
// size (`npm run seed -- --products 100000` first; docs/bench.md, "Feeds").
import { DEMO } from '@/lib/db/seed/demo';
import { productFeed, type FeedFormat } from '@/lib/server/agents/feeds';
import { findShopBySlug } from '@/lib/server/shop/get-shop';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function measure(format: FeedFormat) {
  const shop = await findShopBySlug(DEMO.shops.demo.slug);
  if (!shop) throw new Error('no demo shop: seed the database first');
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  for await (const piece of productFeed(shop, shop.defaultLocale, format)) {
    bytes += Buffer.byteLength(piece);
    lines += piece.split('\n').length - 1;
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }
  return {
    format, seconds: Math.round(performance.now() - started) / 1000, megabytes: Math.round(bytes / 104857.6) / 10, lines,
    rssBeforeMb: mb(before.rss), rssPeakMb: mb(peakRss), heapBeforeMb: mb(before.heapUsed), heapPeakMb: mb(peakHeap),
  };
}

const results = [await measure('google'), await measure('acp')];
console.log(JSON.stringify(results, null, 2));
process.exit(0);
