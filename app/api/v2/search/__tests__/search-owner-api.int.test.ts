import type { DatabaseHandle } from '@/lib/db/client';
import { searchCounts } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { flushSearchCounts } from '@/lib/server/search/search-stats';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../auth/sign-in/route';
import { POST as countEvent } from '../events/route';
import { GET as getReport } from '../report/route';
import { GET as listSynonyms, POST as createSynonym } from '../synonyms/route';
import { DELETE as deleteSynonym } from '../synonyms/[id]/route';

let handle: DatabaseHandle;
let token: string;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  token = (await callRoute<{ token: string }>(signIn, { method: 'POST', url: '/api/v2/auth/sign-in?shop=demo', body: DEMO.owners.demo })).json.token;
});
afterAll(() => handle.close());

const owner = () => ({ authorization: `Bearer ${token}` });
const event = (body: unknown, cookies: Record<string, string> = {}) =>
  callRoute(countEvent, { method: 'POST', url: '/api/v2/search/events?shop=demo&locale=en', body, cookies });

describe('POST /search/events', () => {
  it('counts only when the consent cookie accepts, and answers 204 either way', async () => {
    expect((await event({ kind: 'search', query: 'Counted', found: false }, { epCookieConsent: '1' })).status).toBe(204);
    expect((await event({ kind: 'search', query: 'declined', found: false }, { epCookieConsent: '0' })).status).toBe(204);
    expect((await event({ kind: 'search', query: 'unasked', found: false })).status).toBe(204);
    const crawler = await callRoute(countEvent, {
      method: 'POST', url: '/api/v2/search/events?shop=demo&locale=en', body: { kind: 'search', query: 'crawled', found: true },
      cookies: { epCookieConsent: '1' }, headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect(crawler.status).toBe(204);
    await flushSearchCounts();
    expect((await handle.db.select().from(searchCounts)).map((row) => row.query)).toEqual(['counted']);
    const report = await callRoute<{ noResults: { query: string }[] }>(getReport, { url: '/api/v2/search/report?shop=demo&locale=en', headers: owner() });
    expect(report.json.noResults.map((row) => row.query)).toEqual(['counted']);
  });

  it('refuses bad input with 400 and an unknown shop with 404', async () => {
    expect((await event({ kind: 'view', query: 'x' }, { epCookieConsent: '1' })).status).toBe(400);
    expect((await event({ kind: 'search', query: 'x'.repeat(201), found: true }, { epCookieConsent: '1' })).status).toBe(400);
    const unknown = await callRoute(countEvent, { method: 'POST', url: '/api/v2/search/events?shop=no-such-shop', body: { kind: 'click', query: 'x' } });
    expect(unknown.status).toBe(404);
  });
});

describe('owner endpoints', () => {
  it('need the owner', async () => {
    expect((await callRoute(getReport, { url: '/api/v2/search/report?shop=demo' })).status).toBe(401);
    expect((await callRoute(listSynonyms, { url: '/api/v2/search/synonyms?shop=demo' })).status).toBe(401);
  });

  it('create, list and delete a synonym group; a bad week is 400', async () => {
    const created = await callRoute<{ id: string; words: string[] }>(createSynonym, {
      method: 'POST', url: '/api/v2/search/synonyms?shop=demo&locale=en', headers: owner(), body: { words: ['Hoodie', 'sweatshirt'] },
    });
    expect(created.status).toBe(201);
    expect(created.json.words).toEqual(['hoodie', 'sweatshirt']);
    const listed = await callRoute<{ items: unknown[] }>(listSynonyms, { url: '/api/v2/search/synonyms?shop=demo&locale=en', headers: owner() });
    expect(listed.json.items).toEqual([created.json]);
    const removed = await callRoute(deleteSynonym, { method: 'DELETE', url: `/api/v2/search/synonyms/${created.json.id}?shop=demo&locale=en`, params: { id: created.json.id }, headers: owner() });
    expect(removed.status).toBe(204);
    expect((await callRoute(getReport, { url: '/api/v2/search/report?shop=demo&week=2026-13-45', headers: owner() })).status).toBe(400);
  });
});
