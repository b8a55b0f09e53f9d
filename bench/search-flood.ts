import autocannon from 'autocannon';
import type { PartResult } from './report';

/**
 * Budget of issue 15: a flood of search from one client, or from many, may slow search but never the
 * cached pages more than 2x at the median. Home is loaded by a few connections while the search API is
 * flooded by 20; the flood's answers are counted by status (2xx searched, 429 past a client's budget,
 * 503 past the bound on searches at once). "Many clients" are told apart by X-Forwarded-For, which the
 * bench's server trusts (TRUSTED_PROXY_COUNT=1, bench/server.ts).
 */
const FLOOD_CONNECTIONS = 20;
const SHOPPER_CONNECTIONS = 2;
const FLOOD_PATH = '/api/v2/search?shop=demo&q=shirt';
const PAGE_PATH = '/';

const randomAddress = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** The home page's median latency under load, and how many answers it gave (a median of no answers is no figure). */
async function homeMedian(baseUrl: string, seconds: number): Promise<{ p50Ms: number; answers: number }> {
  const result = await autocannon({ url: baseUrl + PAGE_PATH, connections: SHOPPER_CONNECTIONS, duration: seconds });
  return { p50Ms: result.latency.p50, answers: result['2xx'] };
}

async function underFlood(baseUrl: string, seconds: number, clientAddress: () => string) {
  const flood = autocannon({
    url: baseUrl + FLOOD_PATH, connections: FLOOD_CONNECTIONS, duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': clientAddress() } }) }],
  });
  const [home, floodResult] = await Promise.all([homeMedian(baseUrl, seconds), flood]);
  const statuses = { '2xx': floodResult['2xx'], '4xx': floodResult['4xx'], '5xx': floodResult['5xx'] };
  return {
    homeP50Ms: home.p50Ms, homeAnswers: home.answers,
    floodRequestsPerSecond: Math.round(floodResult.requests.average), floodStatuses: statuses, errors: floodResult.errors,
  };
}

export async function runSearchFlood(baseUrl: string, durationSeconds: number): Promise<PartResult> {
  // Warm: home cached, the search code paths compiled.
  await fetch(baseUrl + PAGE_PATH);
  await fetch(baseUrl + FLOOD_PATH, { headers: { 'x-forwarded-for': '192.0.2.1' } });
  const quiet = await homeMedian(baseUrl, durationSeconds);
  const quietP50Ms = quiet.p50Ms;
  const oneClient = await underFlood(baseUrl, durationSeconds, () => '203.0.113.10');
  const manyClients = await underFlood(baseUrl, durationSeconds, randomAddress);
  const describe = (run: typeof oneClient) => `${run.homeP50Ms} ms (${run.homeAnswers} answers) ${JSON.stringify(run.floodStatuses)}`;
  console.log(`  home p50 quiet ${quietP50Ms} ms (${quiet.answers} answers); one client flooding search ${describe(oneClient)}; many clients ${describe(manyClients)}`);
  // Latencies are whole milliseconds: twice a 1 ms median is judged as 2 ms. A home that answered less than
  // half as often as when quiet was held up, whatever the median of the answers it gave.
  const limit = 2 * Math.max(quietP50Ms, 1);
  const budgets = ([['one client', oneClient], ['many clients', manyClients]] as const).map(([who, run]) => ({
    budget: 'search flood', subject: `home p50 while ${who} flood search (ms; quiet ${quietP50Ms} ms; ${run.homeAnswers} of ${quiet.answers} answers)`,
    limit: `<= ${limit} ms, >= half the answers`, value: run.homeP50Ms, pass: run.homeP50Ms <= limit && run.homeAnswers * 2 >= quiet.answers,
  }));
  return {
    figures: { floodPath: FLOOD_PATH, floodConnections: FLOOD_CONNECTIONS, shopperConnections: SHOPPER_CONNECTIONS, quietP50Ms, quietAnswers: quiet.answers, oneClient, manyClients },
    budgets,
  };
}
