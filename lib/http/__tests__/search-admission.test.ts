/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import english from '@/messages/en.json';
import french from '@/messages/fr.json';
import german from '@/messages/de.json';
import { setRateLimiter } from '@/lib/server/rate-limit';
import { MemoryRateLimiter } from '@/lib/server/rate-limit/memory';
import { PEER_ADDRESS_HEADER } from '../client-address';
import { Admission, createSearchGate, searchLimitsFromEnv, searchWorkOf } from '../search-admission';

beforeEach(() => setRateLimiter(new MemoryRateLimiter()));
afterEach(() => jest.useRealTimers());

describe('searchWorkOf', () => {
  it.each([
    ['/api/v2/search?shop=demo', 'api'], ['/api/v2/suggestedSearch?q=mu', 'api'], ['/api/v2/suggestedSearch/grouped?q=mu', 'api'], ['/api/mcp?shop=demo', 'api'], ['/api/mcpx', null], ['/api/ucp/catalog/search', 'api'], ['/api/ucp/catalog/lookup', null], ['/search?q=mug', 'page'], ['/de/search', 'page'],
    ['/search?q=mug&_rsc=abc', 'page'], ['/editor/search?q=mug', null], ['/c/clothing', null], ['/api/v2/products', null], ['/searching', null], [undefined, null],
  ])('%s is %s', (url, kind) => expect(searchWorkOf(url)).toBe(kind));
});

describe('Admission', () => {
  it('runs at most `active` at once, lets `queued` more wait for a turn, and refuses the rest', () => {
    const admission = new Admission({ active: 2, queued: 1, waitMs: 1000 });
    const started: number[] = [];
    const refused: number[] = [];
    for (const n of [1, 2, 3, 4]) admission.admit(() => started.push(n), () => refused.push(n));
    expect(started).toEqual([1, 2]);
    expect(refused).toEqual([4]);
    admission.release();
    expect(started).toEqual([1, 2, 3]);
    admission.release();
    admission.release();
    admission.admit(() => started.push(5), () => refused.push(5));
    admission.admit(() => started.push(6), () => refused.push(6));
    expect(started).toEqual([1, 2, 3, 5, 6]);
  });

  it('while the loop is busy starts one at a time, each after a pause as long as the last took, and all it may once it calms', () => {
    jest.useFakeTimers();
    let busy = true;
    const admission = new Admission({ active: 4, queued: 5, waitMs: 2000 }, () => busy);
    const events: string[] = [];
    for (const n of [1, 2, 3, 4]) admission.admit(() => events.push(`start ${n}`), () => events.push(`refuse ${n}`));
    expect(events).toEqual(['start 1']);
    jest.advanceTimersByTime(30);
    admission.release();
    expect(events).toEqual(['start 1']);
    // The first run took 30 ms: the second starts 30 ms after it ended, without waiting for a loop sample.
    jest.advanceTimersByTime(29);
    expect(events).toEqual(['start 1']);
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['start 1', 'start 2']);
    // A cheap run makes a short pause.
    jest.advanceTimersByTime(5);
    admission.release();
    jest.advanceTimersByTime(5);
    expect(events).toEqual(['start 1', 'start 2', 'start 3']);
    busy = false;
    admission.drain();
    expect(events).toEqual(['start 1', 'start 2', 'start 3', 'start 4']);
  });

  it('while the loop is busy, a search arriving during the pause starts when the pause ends', () => {
    jest.useFakeTimers();
    const admission = new Admission({ active: 4, queued: 5, waitMs: 2000 }, () => true);
    const events: string[] = [];
    admission.admit(() => events.push('start 1'), () => events.push('refuse 1'));
    jest.advanceTimersByTime(10);
    admission.release();
    jest.advanceTimersByTime(2);
    admission.admit(() => events.push('start 2'), () => events.push('refuse 2'));
    jest.advanceTimersByTime(7);
    expect(events).toEqual(['start 1']);
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['start 1', 'start 2']);
  });

  it('refuses what waited longer than `waitMs` for the loop to calm', () => {
    jest.useFakeTimers();
    const admission = new Admission({ active: 4, queued: 5, waitMs: 2000 }, () => true);
    const events: string[] = [];
    for (const n of [1, 2]) admission.admit(() => events.push(`start ${n}`), () => events.push(`refuse ${n}`));
    jest.advanceTimersByTime(2000);
    expect(events).toEqual(['start 1', 'refuse 2']);
  });

  it('refuses a waiting request whose turn does not come in time, and does not start it later', () => {
    jest.useFakeTimers();
    const admission = new Admission({ active: 1, queued: 5, waitMs: 2000 });
    const events: string[] = [];
    admission.admit(() => events.push('start 1'), () => events.push('refuse 1'));
    admission.admit(() => events.push('start 2'), () => events.push('refuse 2'));
    jest.advanceTimersByTime(2000);
    admission.release();
    admission.admit(() => events.push('start 3'), () => events.push('refuse 3'));
    expect(events).toEqual(['start 1', 'refuse 2', 'start 3']);
  });
});

/** A Node response that records what was written and can be closed; `ended` resolves once it was answered. */
function fakeResponse() {
  let answered!: () => void;
  const response = Object.assign(new EventEmitter(), {
    headersSent: false, destroyed: false, status: 0, headers: {} as Record<string, string>, body: '',
    ended: new Promise<void>((resolve) => { answered = resolve; }),
    writeHead(status: number, headers: Record<string, string>) { response.status = status; response.headers = headers; response.headersSent = true; },
    end(body: string) { response.body = body; response.emit('close'); answered(); },
  });
  return response;
}
const fakeRequest = (address: string, url = '/search?q=mug') => ({ url, headers: { [PEER_ADDRESS_HEADER]: address } }) as unknown as IncomingMessage;
/** A search page asked of the gate by a client at `address`, answered on `response`. */
const askPage = (gate: ReturnType<typeof createSearchGate>, address: string, response: ReturnType<typeof fakeResponse>, run: () => void) =>
  gate(fakeRequest(address), response as unknown as ServerResponse, 'page', run);

/** A client hangs up: Node marks its response destroyed and emits 'close' then. */
function hangUp(response: ReturnType<typeof fakeResponse>) {
  response.destroyed = true;
  response.emit('close');
}

/** A gate with one turn and one place in its queue, where a wait lasts longer than any test. */
const oneTurnGate = () => createSearchGate({ active: 1, loopUtilization: 1, queued: 1, waitMs: 1000, perClient: 100, windowMs: 10_000 });

describe('the search gate', () => {
  it('answers a client past its budget with 429 and Retry-After, and other clients still search', async () => {
    const gate = createSearchGate({ ...searchLimitsFromEnv({}), perClient: 2 });
    const run = jest.fn();
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = fakeResponse();
      await gate(fakeRequest('203.0.113.9'), response as unknown as ServerResponse, 'api', run);
      answers.push(response);
    }
    expect(run).toHaveBeenCalledTimes(2);
    expect(answers[2]!.status).toBe(429);
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(answers[2]!.body)).toEqual({ message: english.SearchGate.tooMany, code: 'RateLimited' });
    await gate(fakeRequest('198.51.100.7'), fakeResponse() as unknown as ServerResponse, 'page', run);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('answers 503 with Retry-After past the bound, and frees a turn when an answer is finished', async () => {
    const gate = createSearchGate({ active: 1, loopUtilization: 1, queued: 0, waitMs: 10, perClient: 100, windowMs: 10_000 });
    const first = fakeResponse();
    const second = fakeResponse();
    const run = jest.fn();
    await askPage(gate, '203.0.113.1', first, run);
    await askPage(gate, '203.0.113.2', second, run);
    expect(run).toHaveBeenCalledTimes(1);
    await second.ended;
    expect(second.status).toBe(503);
    expect(second.headers).toMatchObject({ 'retry-after': '1', 'content-type': 'text/html; charset=utf-8' });
    first.emit('close');
    await askPage(gate, '203.0.113.3', fakeResponse(), run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('gives back the turn of a client that went away while it waited, without running its search', async () => {
    const gate = oneTurnGate();
    const first = fakeResponse();
    const gone = fakeResponse();
    const run = jest.fn();
    await askPage(gate, '203.0.113.1', first, run);
    await askPage(gate, '203.0.113.2', gone, run);
    hangUp(gone);
    first.emit('close');
    expect(run).toHaveBeenCalledTimes(1);
    const next = fakeResponse();
    await askPage(gate, '203.0.113.3', next, run);
    expect(run).toHaveBeenCalledTimes(2);
    expect(next.status).toBe(0);
  });

  it('takes a client that went away out of the queue at once: its place goes to the next client, not a 503', async () => {
    const gate = oneTurnGate();
    const first = fakeResponse();
    const gone = fakeResponse();
    const next = fakeResponse();
    const run = jest.fn();
    await askPage(gate, '203.0.113.1', first, run);
    await askPage(gate, '203.0.113.2', gone, run);
    hangUp(gone);
    await askPage(gate, '203.0.113.3', next, run);
    first.emit('close');
    expect(run).toHaveBeenCalledTimes(2);
    expect(next.status).toBe(0);
    expect(gone.status).toBe(0);
  });

  it('queues nothing for a client gone before the gate could admit it', async () => {
    const gate = oneTurnGate();
    const first = fakeResponse();
    const next = fakeResponse();
    const run = jest.fn();
    await askPage(gate, '203.0.113.1', first, run);
    // Its 'close' came while the gate read its budget: no listener hears it again.
    await askPage(gate, '203.0.113.2', Object.assign(fakeResponse(), { destroyed: true }), run);
    await askPage(gate, '203.0.113.3', next, run);
    first.emit('close');
    expect(run).toHaveBeenCalledTimes(2);
    expect(next.status).toBe(0);
  });

  it.each([
    ['/de/search?q=tasse', 'de', german.SearchGate.tooMany],
    ['/fr/search', 'fr', french.SearchGate.tooMany],
    ['/search?q=mug', 'en', english.SearchGate.tooMany],
    ['/xx/search', 'en', english.SearchGate.tooMany],
  ])('answers the search page %s past the budget in %s', async (url, language, sentence) => {
    const gate = createSearchGate({ ...searchLimitsFromEnv({}), perClient: 1 });
    await gate(fakeRequest('203.0.113.9', url), fakeResponse() as unknown as ServerResponse, 'page', jest.fn());
    const refused = fakeResponse();
    await gate(fakeRequest('203.0.113.9', url), refused as unknown as ServerResponse, 'page', jest.fn());
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(`<html lang="${language}">`);
    expect(refused.body).toContain(`<h1>${sentence}</h1>`);
  });

  it('says a busy search is busy in the page\'s language, and in English with its own code to the API', async () => {
    const gate = createSearchGate({ active: 1, loopUtilization: 1, queued: 0, waitMs: 10, perClient: 100, windowMs: 10_000 });
    await gate(fakeRequest('203.0.113.1'), fakeResponse() as unknown as ServerResponse, 'page', jest.fn());
    const page = fakeResponse();
    const api = fakeResponse();
    await gate(fakeRequest('203.0.113.2', '/fr/search?q=tasse'), page as unknown as ServerResponse, 'page', jest.fn());
    await gate(fakeRequest('203.0.113.3', '/api/v2/search?q=tasse&locale=fr'), api as unknown as ServerResponse, 'api', jest.fn());
    await Promise.all([page.ended, api.ended]);
    expect(page.status).toBe(503);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(`<h1>${french.SearchGate.busy}</h1>`);
    expect(api.status).toBe(503);
    expect(api.headers['content-type']).toBe('application/json');
    expect(JSON.parse(api.body)).toEqual({ message: english.SearchGate.busy, code: 'SearchBusy' });
  });

  it('reads SEARCH_CONCURRENCY and SEARCH_LOOP_UTILIZATION', () => {
    expect(searchLimitsFromEnv({ SEARCH_CONCURRENCY: '8' }).active).toBe(8);
    expect(searchLimitsFromEnv({ SEARCH_CONCURRENCY: 'lots' }).active).toBe(4);
    expect(searchLimitsFromEnv({ SEARCH_LOOP_UTILIZATION: '0.7' }).loopUtilization).toBe(0.7);
    for (const value of ['0', '1.5', 'busy', undefined]) expect(searchLimitsFromEnv({ SEARCH_LOOP_UTILIZATION: value }).loopUtilization).toBe(0.5);
  });
});
