import { notFound } from 'next/navigation';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { viewErrorOf } from '@/lib/view-error';
import type { Storefront } from '../storefront';
import { storefrontRead } from '../storefront-read';

const storefront = (mode: Storefront['mode']): Storefront =>
  ({ shop: { slug: 'demo' } as Shop, mode, locale: 'en', links: { editor: mode === 'editor', locale: 'en', defaultLocale: 'en' } });
const failing = (error: unknown) => () => Promise.reject(error);
const thrown = (read: () => Promise<unknown>, mode: Storefront['mode'] = 'live') =>
  storefrontRead(storefront(mode), ['key'], ['tag'], read).then(() => { throw new Error('the read did not fail'); }, (error: unknown) => error);

describe('a page\'s read', () => {
  it('answers what the service read', async () => {
    await expect(storefrontRead(storefront('live'), ['key'], ['tag'], async () => 42)).resolves.toBe(42);
  });

  it.each(['live', 'editor'] as const)('fails the %s page with a view error of the service\'s typed error', async (mode) => {
    const error = await thrown(failing(new BusinessRuleError('The shop has no such shipping method', 'UnknownShippingMethod')), mode) as Error & { digest: string };
    const view = viewErrorOf(error);
    expect(view).toEqual({ statusCode: 422, message: 'The shop has no such shipping method', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(error.cause).toBeInstanceOf(BusinessRuleError);
    // Each failure has its own id, to find it in the log.
    const again = await thrown(failing(new NotFoundError()), mode) as Error & { digest: string };
    expect(viewErrorOf(again)).toMatchObject({ statusCode: 404, message: 'Not found' });
    expect(viewErrorOf(again).requestId).not.toBe(view.requestId);
  });

  it('lets Next\'s signals and unexpected errors through as they are', async () => {
    const unexpected = new TypeError('boom');
    expect(await thrown(failing(unexpected))).toBe(unexpected);
    const signal = await thrown(async () => notFound());
    expect((signal as { digest?: string }).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  });
});
