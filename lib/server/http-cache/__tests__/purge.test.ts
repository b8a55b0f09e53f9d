import { log } from '@/lib/log';
import { TAGS } from '@/lib/server/cache-tags';
import { purgeHttpCaches, purgeHttpCachesAfterAnswer, purgeUrls, settleHttpCachePurges } from '../purge';
import { startPurgeSink } from './purge-sink';

let warn: jest.SpyInstance;
beforeEach(() => { warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined); });
afterEach(() => jest.restoreAllMocks());

describe('purgeUrls', () => {
  it('reads one address or several from HTTP_CACHE_PURGE_URL, and none when it is unset or empty', () => {
    expect(purgeUrls({ HTTP_CACHE_PURGE_URL: 'http://127.0.0.1:6091/' })).toEqual(['http://127.0.0.1:6091/']);
    expect(purgeUrls({ HTTP_CACHE_PURGE_URL: 'http://10.0.0.7:6091/, http://10.0.0.8:6091/' })).toEqual(['http://10.0.0.7:6091/', 'http://10.0.0.8:6091/']);
    expect(purgeUrls({ HTTP_CACHE_PURGE_URL: ' ' })).toEqual([]);
    expect(purgeUrls({})).toEqual([]);
  });
});

describe('purgeHttpCaches', () => {
  it('sends each cache one PURGE naming every key, separated by spaces', async () => {
    const [first, second] = [await startPurgeSink(), await startPurgeSink()];
    try {
      await purgeHttpCaches([first.url, second.url], [TAGS.catalog('demo'), TAGS.document('demo', 'page', '7')]);
      for (const cache of [first, second]) {
        expect(cache.received).toEqual([{ method: 'PURGE', url: '/', keys: `${TAGS.catalog('demo')} ${TAGS.document('demo', 'page', '7')}` }]);
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('sends nothing without keys', async () => {
    const cache = await startPurgeSink();
    try {
      await purgeHttpCaches([cache.url], []);
      expect(cache.received).toEqual([]);
    } finally {
      await cache.stop();
    }
  });

  it('logs a refusal, a cache that is down and one that never answers, and throws none of them', async () => {
    const refusing = await startPurgeSink((response) => { response.statusCode = 403; response.end('Forbidden'); });
    const silent = await startPurgeSink(() => undefined);
    const down = await startPurgeSink();
    await down.stop();
    const started = Date.now();
    try {
      await expect(purgeHttpCaches([refusing.url, silent.url, down.url], [TAGS.shop('demo')], 300)).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2000);
      const logged = warn.mock.calls.map(([fields, message]) => [(fields as { cache: string }).cache, message]);
      expect(logged).toEqual(expect.arrayContaining([
        [refusing.url, 'HTTP cache refused a purge'],
        [silent.url, 'HTTP cache purge failed'],
        [down.url, 'HTTP cache purge failed'],
      ]));
      expect(logged).toHaveLength(3);
      expect(silent.received).toHaveLength(1);
    } finally {
      await Promise.all([refusing.stop(), silent.stop()]);
    }
  });
});

describe('purgeHttpCachesAfterAnswer', () => {
  const saved = process.env.HTTP_CACHE_PURGE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.HTTP_CACHE_PURGE_URL;
    else process.env.HTTP_CACHE_PURGE_URL = saved;
  });

  it('purges at once outside a request (a script), where there is no answer to wait for', async () => {
    const cache = await startPurgeSink();
    try {
      process.env.HTTP_CACHE_PURGE_URL = cache.url;
      purgeHttpCachesAfterAnswer([TAGS.shop('demo')]);
      await settleHttpCachePurges();
      expect(cache.received).toEqual([{ method: 'PURGE', url: '/', keys: TAGS.shop('demo') }]);
    } finally {
      await cache.stop();
    }
  });

  it('does nothing when HTTP_CACHE_PURGE_URL is unset', async () => {
    delete process.env.HTTP_CACHE_PURGE_URL;
    const fetch = jest.spyOn(globalThis, 'fetch');
    purgeHttpCachesAfterAnswer([TAGS.shop('demo')]);
    await settleHttpCachePurges();
    expect(fetch).not.toHaveBeenCalled();
  });
});
