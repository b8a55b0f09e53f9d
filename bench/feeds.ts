import { readFileSync } from 'node:fs';
import type { PartResult } from './report';

/** The feeds of the demo shop in its default language (docs/api/agents.md). */
const FEEDS = { google: '/feeds/google.xml', acp: '/feeds/acp.jsonl' } as const;
/** A streamed feed must not hold the catalogue: the server may grow by this much while sending one. */
const MEMORY_LIMIT_MB = 64;
const SAMPLE_MS = 20;

/** The resident memory of a process, from /proc (Linux), in MB. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/**
 * The part `feeds`: each product feed fetched once to warm the server, then timed while the server's
 * resident memory is sampled. Its growth over what it held before shows that the feed is streamed
 * (read in keyset pages, written as it goes) rather than built whole: the budget.
 */
export async function runFeeds(baseUrl: string, serverPid: number): Promise<PartResult> {
  const figures: Record<string, unknown> = {};
  const budgets: PartResult['budgets'] = [];
  for (const [name, path] of Object.entries(FEEDS)) {
    await (await fetch(baseUrl + path)).arrayBuffer();
    const before = residentMb(serverPid);
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, residentMb(serverPid)); }, SAMPLE_MS);
    const started = performance.now();
    const response = await fetch(baseUrl + path);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const ms = Math.round(performance.now() - started);
    clearInterval(sampler);
    peak = Math.max(peak, residentMb(serverPid));
    const growth = Math.round((peak - before) * 10) / 10;
    figures[name] = { status: response.status, ms, bytes, lines, rssBeforeMb: Math.round(before), rssPeakMb: Math.round(peak), rssGrowthMb: growth };
    console.log(`  ${name}: ${response.status}, ${bytes} bytes in ${ms} ms, server memory +${growth} MB`);
    budgets.push({
      budget: 'feeds', subject: `${name} feed: server memory growth while streaming (MB; ${ms} ms, ${bytes} bytes)`,
      limit: `<= ${MEMORY_LIMIT_MB} MB, 200`, value: growth, pass: response.status === 200 && growth <= MEMORY_LIMIT_MB,
    });
  }
  return { figures, budgets };
}
