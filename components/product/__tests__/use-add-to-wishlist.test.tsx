/** @jest-environment jsdom */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { goToSignIn } from '@/components/wishlist/sign-in-redirect';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { customerRoutes } from '@/lib/api/routes/customer';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import type { LinkContext } from '@/lib/routing/links';
import { useNotifications } from '@/lib/stores/notifications';
import messages from '@/messages/en.json';
import { useAddToWishlist } from '../use-add-to-wishlist';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
jest.mock('@/components/wishlist/sign-in-redirect', () => ({
  ...jest.requireActual('@/components/wishlist/sign-in-redirect'),
  goToSignIn: jest.fn(),
}));
const api = jest.mocked(shopApi);
const redirect = jest.mocked(goToSignIn);

const mug = { productId: '7f1c7a43-53a4-4d0e-9b53-64d0d0e0a001', name: 'Stoneware Mug' };
const english: LinkContext = { editor: false, locale: 'en', defaultLocale: 'en' };
const wishlist = { items: [], totalNumberOfItems: 0 };
const signInRequired = (redirectUrl: unknown) => new ApiError('Please sign in to use the wishlist', 401, 'Unauthorized', 'req-401', 'Unauthorized',
  { message: 'Please sign in to use the wishlist', code: 'Unauthorized', redirectUrl });

let queryClient: QueryClient;

function renderWishlistHook(links: LinkContext = english) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={links.locale} messages={messages}>{children}</NextIntlClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useAddToWishlist('demo', links), { wrapper });
}

/** A request that stays open until the test answers it. */
function openRequest() {
  let answer!: (value: unknown) => void;
  let fail!: (error: unknown) => void;
  api.mockImplementationOnce(() => new Promise((resolve, reject) => { answer = resolve; fail = reject; }) as ReturnType<typeof shopApi>);
  return { answer: (value: unknown) => answer(value), fail: (error: unknown) => fail(error) };
}

const notifications = () => useNotifications.getState().notifications;

beforeEach(() => {
  api.mockReset();
  redirect.mockReset();
  queryClient = makeQueryClient();
  useNotifications.setState({ notifications: [] });
  window.history.replaceState(null, '', '/p/stoneware-mug');
});

describe('useAddToWishlist', () => {
  it('is pending while the request runs, sends the wishlist-add event, then notifies with a link to the wishlist', async () => {
    const request = openRequest();
    const { result } = renderWishlistHook();
    expect(result.current.pending).toBe(false);

    let done!: Promise<void>;
    act(() => { done = result.current.add(mug, 2); });
    expect(result.current.pending).toBe(true);
    expect(api).toHaveBeenCalledWith(customerRoutes.addToWishlist,
      { body: { locale: 'en', product: { productId: mug.productId, quantity: 2 } } }, { silent: true });
    expect(notifications()).toHaveLength(0);

    await act(async () => { request.answer(wishlist); await done; });
    expect(result.current.pending).toBe(false);
    expect(notifications()).toEqual([expect.objectContaining({
      level: 'success',
      message: '“Stoneware Mug” has been added to your wishlist.',
      link: { href: '/wishlist', label: 'View wishlist' },
    })]);
    expect(queryClient.getQueryData(queryKeys.wishlist('demo', 'en'))).toBe(wishlist);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('links the wishlist in the page language', async () => {
    api.mockResolvedValueOnce(wishlist);
    const { result } = renderWishlistHook({ editor: false, locale: 'de', defaultLocale: 'en' });
    await act(() => result.current.add(mug, 1));
    expect(api).toHaveBeenCalledWith(customerRoutes.addToWishlist, { body: expect.objectContaining({ locale: 'de' }) }, { silent: true });
    expect(notifications()[0]!.link!.href).toBe('/de/wishlist');
  });

  it('sends a signed-out shopper to the sign-in target of the 401, keeping carried parameters, and stays pending', async () => {
    window.history.replaceState(null, '', '/p/stoneware-mug?shop=demo&utm_source=mail');
    api.mockRejectedValueOnce(signInRequired('/de/checkout/personal-data?login=true'));
    const { result } = renderWishlistHook();
    await act(() => result.current.add(mug, 1));
    const target = new URL(redirect.mock.calls[0]![0], 'http://shop.test');
    expect(target.pathname).toBe('/de/checkout/personal-data');
    // Signed in, the shopper comes back to this very address, with the product on the wishlist.
    expect(Object.fromEntries(target.searchParams)).toEqual({
      login: 'true', shop: 'demo', returnTo: '/p/stoneware-mug?shop=demo&utm_source=mail', wishlistProduct: mug.productId,
    });
    expect(result.current.pending).toBe(true);
    expect(notifications()).toHaveLength(0);
  });

  it('ends pending when the page comes back from the back-forward cache after the redirect', async () => {
    api.mockRejectedValueOnce(signInRequired('/checkout/personal-data?login=true'));
    const { result } = renderWishlistHook();
    await act(() => result.current.add(mug, 1));
    expect(result.current.pending).toBe(true);
    act(() => { window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })); });
    expect(result.current.pending).toBe(false);
  });

  it.each([
    ['a server error', new ApiError('Internal Server Error', 500, 'Internal Server Error', 'req-500')],
    ['a 401 without a target', new ApiError('Unauthorized', 401, 'Unauthorized', 'req-401', 'Unauthorized', { message: 'Unauthorized' })],
    ['a 401 naming another site', signInRequired('//evil.example/login')],
  ])('shows a failure notice with the request id after %s, and ends pending', async (_, error) => {
    api.mockRejectedValueOnce(error);
    const { result } = renderWishlistHook();
    await act(() => result.current.add(mug, 1));
    expect(redirect).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);
    expect(notifications()).toEqual([expect.objectContaining({
      level: 'error', message: '“Stoneware Mug” could not be added to your wishlist. Please try again.', requestId: error.requestId,
    })]);
  });

  it('says when the wishlist is full', async () => {
    api.mockRejectedValueOnce(new ApiError('A wishlist holds at most 100 products', 422, 'Unprocessable Entity', 'req-422', 'WishlistFull'));
    const { result } = renderWishlistHook();
    await act(() => result.current.add(mug, 1));
    expect(notifications()[0]).toEqual(expect.objectContaining({ level: 'error', message: 'Your wishlist is full. Please remove a product before adding another.' }));
  });
});
