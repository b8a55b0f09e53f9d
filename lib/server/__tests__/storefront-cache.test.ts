/** @jest-environment node */
import { offerPageCache, settleOutsideRequestRevalidations } from '@/lib/page-cache/outside-request';
import { settleHttpCachePurges } from '@/lib/server/http-cache/purge';
import { purgeSinkForSuite } from '@/lib/server/http-cache/__tests__/purge-sink';
import { CHANGES } from '../cache-tags';
import { revalidateTags } from '../storefront-cache';

// Outside a request, Next's revalidateTag throws: it has no request store to record the tags in.
jest.mock('next/cache', () => ({
  ...jest.requireActual('@/lib/testing/next-cache-stub'),
  revalidateTag: (tag: string) => {
    throw new Error(`Invariant: static generation store missing in revalidateTag(${JSON.stringify(tag)})`);
  },
}));

const sink = purgeSinkForSuite();

describe('revalidateTags outside a request (the scheduler)', () => {
  it("asks the page cache itself where Next's revalidateTag refuses, and purges the HTTP cache only once it is done", async () => {
    const events: string[] = [];
    let finish!: () => void;
    offerPageCache({
      revalidateTag: (tags, durations) => {
        events.push(`page cache: ${tags.join(' ')} expire ${durations?.expire}`);
        return new Promise<void>((resolve) => { finish = resolve; });
      },
    });

    revalidateTags(CHANGES.publish('demo', 'page', '1', true));
    await settleHttpCachePurges();
    expect(events).toEqual(['page cache: document:demo:page:1 content:demo expire 0']);
    expect(sink.received).toEqual([]);

    finish();
    await settleOutsideRequestRevalidations();
    await settleHttpCachePurges();
    expect(sink.received).toEqual([{ method: 'PURGE', url: '/', keys: 'document:demo:page:1 content:demo' }]);
  });
});
