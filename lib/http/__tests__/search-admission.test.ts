/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import english from '@/messages/en.json';
import french from '@/messages/fr.json';
import german from '@/messages/de.json';
import { setRateLimiter } from '@/lib/server/rate-limit';
import { MemoryRateLimiter } from '@/lib/server/rate-limit/memory';
import { PEER_ADDRESS_HEADER } from '../client-address';
import { PAGE_GRACE_MS } from '../page-traffic';
import { Admission, createSearchGate, searchLimitsFromEnv, searchWorkOf, type SearchGate } from '../search-admission';

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
  gate.admit(fakeRequest(address), response as unknown as ServerResponse, 'page', run);

/** A client hangs up: Node marks its response destroyed and emits 'close' then. */
function hangUp(response: ReturnType<typeof fakeResponse>) {
  response.destroyed = true;
  response.emit('close');
}

/** A gate with one turn and one place in its queue, where a wait lasts longer than any test. */
const oneTurnGate = () => createSearchGate({ active: 1, loopUtilization: 1, queued: 1, waitMs: 1000, perClient: 100, windowMs: 10_000, refusalDelayMs: 0 });

describe('the search gate', () => {
  it('answers a client past its budget with 429 and Retry-After, and other clients still search', async () => {
    const gate = createSearchGate({ ...searchLimitsFromEnv({}), perClient: 2, refusalDelayMs: 0 });
    const run = jest.fn();
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = fakeResponse();
      await gate.admit(fakeRequest('203.0.113.9'), response as unknown as ServerResponse, 'api', run);
      answers.push(response);
    }
    expect(run).toHaveBeenCalledTimes(2);
    expect(answers[2]!.status).toBe(429);
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(answers[2]!.body)).toEqual({ message: english.SearchGate.tooMany, code: 'RateLimited' });
    await gate.admit(fakeRequest('198.51.100.7'), fakeResponse() as unknown as ServerResponse, 'page', run);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('holds a client past its budget back before its 429, and answers nothing to one that hung up meanwhile', async () => {
    jest.useFakeTimers();
    const gate = createSearchGate({ ...searchLimitsFromEnv({}), perClient: 1 });
    await gate.admit(fakeRequest('203.0.113.9'), fakeResponse() as unknown as ServerResponse, 'api', jest.fn());
    const held = fakeResponse();
    const admitted = gate.admit(fakeRequest('203.0.113.9'), held as unknown as ServerResponse, 'api', jest.fn());
    await jest.advanceTimersByTimeAsync(999);
    expect(held.status).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    await admitted;
    expect(held.status).toBe(429);
    const gone = fakeResponse();
    const hungUp = gate.admit(fakeRequest('203.0.113.9'), gone as unknown as ServerResponse, 'api', jest.fn());
    await jest.advanceTimersByTimeAsync(10);
    hangUp(gone);
    await hungUp;
    await jest.advanceTimersByTimeAsync(2000);
    expect(gone.status).toBe(0);
  });

  it('answers 503 with Retry-After past the bound, and frees a turn when an answer is finished', async () => {
    const gate = createSearchGate({ active: 1, loopUtilization: 1, queued: 0, waitMs: 10, perClient: 100, windowMs: 10_000, refusalDelayMs: 0 });
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
    const gate = createSearchGate({ ...searchLimitsFromEnv({}), perClient: 1, refusalDelayMs: 0 });
    await gate.admit(fakeRequest('203.0.113.9', url), fakeResponse() as unknown as ServerResponse, 'page', jest.fn());
    const refused = fakeResponse();
    await gate.admit(fakeRequest('203.0.113.9', url), refused as unknown as ServerResponse, 'page', jest.fn());
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(`<html lang="${language}">`);
    expect(refused.body).toContain(`<h1>${sentence}</h1>`);
  });

  it('says a busy search is busy in the page\'s language, and in English with its own code to the API', async () => {
    const gate = createSearchGate({ active: 1, loopUtilization: 1, queued: 0, waitMs: 10, perClient: 100, windowMs: 10_000, refusalDelayMs: 0 });
    await gate.admit(fakeRequest('203.0.113.1'), fakeResponse() as unknown as ServerResponse, 'page', jest.fn());
    const page = fakeResponse();
    const api = fakeResponse();
    await gate.admit(fakeRequest('203.0.113.2', '/fr/search?q=tasse'), page as unknown as ServerResponse, 'page', jest.fn());
    await gate.admit(fakeRequest('203.0.113.3', '/api/v2/search?q=tasse&locale=fr'), api as unknown as ServerResponse, 'api', jest.fn());
    await Promise.all([page.ended, api.ended]);
    expect(page.status).toBe(503);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(`<h1>${french.SearchGate.busy}</h1>`);
    expect(api.status).toBe(503);
    expect(api.headers['content-type']).toBe('application/json');
    expect(JSON.parse(api.body)).toEqual({ message: english.SearchGate.busy, code: 'SearchBusy' });
  });

  describe('on a busy loop', () => {
    const busyGate = () => createSearchGate({ ...searchLimitsFromEnv({}), perClient: 100 }, { loopBusy: () => true });
    /** Searches from `count` clients; returns their responses and the order in which they ran. */
    async function searches(gate: SearchGate, count: number, ran: number[], from = 0) {
      const responses = [];
      for (let n = from; n < from + count; n += 1) {
        const response = fakeResponse();
        await askPage(gate, `203.0.113.${n}`, response, () => ran.push(n));
        responses.push(response);
      }
      return responses;
    }

    it('lets a lone stream of searches run as many at once as it may, without pauses', async () => {
      jest.useFakeTimers();
      const gate = busyGate();
      const ran: number[] = [];
      const first = await searches(gate, 5, ran);
      expect(ran).toEqual([0, 1, 2, 3]);
      first[0]!.emit('close');
      expect(ran).toEqual([0, 1, 2, 3, 4]);
      await searches(gate, 1, ran, 5);
      expect(ran).toEqual([0, 1, 2, 3, 4]);
      first[1]!.emit('close');
      expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('makes searches yield while a page is being answered and a moment after, one at a time with pauses', async () => {
      jest.useFakeTimers();
      const gate = busyGate();
      const page = fakeResponse();
      gate.yieldTo(page as unknown as ServerResponse);
      const ran: number[] = [];
      const asked = await searches(gate, 3, ran);
      expect(ran).toEqual([0]);
      jest.advanceTimersByTime(20);
      asked[0]!.emit('close');
      jest.advanceTimersByTime(19);
      expect(ran).toEqual([0]);
      jest.advanceTimersByTime(1);
      expect(ran).toEqual([0, 1]);
      asked[1]!.emit('close');
      page.emit('close');
      // Answered, the page's client may ask again at once: searches still yield for PAGE_GRACE_MS.
      jest.advanceTimersByTime(PAGE_GRACE_MS / 2);
      expect(ran).toEqual([0, 1, 2]);
      await searches(gate, 2, ran, 3);
      expect(ran).toEqual([0, 1, 2]);
      // After it, at the loop's next sample, the waiting searches start together.
      jest.advanceTimersByTime(PAGE_GRACE_MS / 2 + 50);
      expect(ran).toEqual([0, 1, 2, 3, 4]);
    });

    it('lets searches run beside a page while the loop has room', async () => {
      const gate = createSearchGate({ ...searchLimitsFromEnv({}), perClient: 100 }, { loopBusy: () => false });
      gate.yieldTo(fakeResponse() as unknown as ServerResponse);
      const ran: number[] = [];
      await searches(gate, 4, ran);
      expect(ran).toEqual([0, 1, 2, 3]);
    });
  });

  it('reads SEARCH_CONCURRENCY and SEARCH_LOOP_UTILIZATION', () => {
    expect(searchLimitsFromEnv({ SEARCH_CONCURRENCY: '8' }).active).toBe(8);
    expect(searchLimitsFromEnv({ SEARCH_CONCURRENCY: 'lots' }).active).toBe(4);
    expect(searchLimitsFromEnv({ SEARCH_LOOP_UTILIZATION: '0.7' }).loopUtilization).toBe(0.7);
    for (const value of ['0', '1.5', 'busy', undefined]) expect(searchLimitsFromEnv({ SEARCH_LOOP_UTILIZATION: value }).loopUtilization).toBe(0.5);
  });
});
