/** @jest-environment jsdom */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { cartRoutes } from '@/lib/api/routes/cart';
import { ADD_TO_CART_NOTICE_MS } from '@/lib/catalog/add-to-cart';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import type { LinkContext } from '@/lib/routing/links';
import { useNotifications } from '@/lib/stores/notifications';
import messages from '@/messages/en.json';
import { ProductBuyBox } from '../product-buy-box';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const api = jest.mocked(shopApi);
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

const mug = {
  productId: '7f1c7a43-53a4-4d0e-9b53-64d0d0e0a001', name: 'Stoneware Mug', stockLevel: 120, available: true, isVariationMaster: false,
  price: { amount: 1490, currency: 'EUR', formatted: '€14.90' }, bulkPrices: [], variationAttributes: [],
};
const links: LinkContext = { editor: false, locale: 'en', defaultLocale: 'en', carried: { shop: 'beyond-demo' } };
const cart = { cartId: 'c1', lineItems: [] };

let queryClient: QueryClient;

function renderBuyBox(product = mug, redirectToCart = false) {
  queryClient.setQueryData(queryKeys.product('demo', 'en', product.productId), product);
  return render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <ProductBuyBox key={product.productId} shop="demo" locale="en" productId={product.productId} links={links} redirectToCart={redirectToCart} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const addToCart = () => screen.getByRole('button', { name: 'Add to cart' });
const notice = () => screen.getByRole('status');

beforeEach(() => {
  jest.useFakeTimers();
  api.mockReset();
  mockPush.mockReset();
  queryClient = makeQueryClient();
  useNotifications.setState({ notifications: [] });
});
afterEach(() => jest.useRealTimers());

describe('the shop\'s redirect to the cart after adding', () => {
  it('goes on to the cart, with the page\'s carried parameters, instead of the notice when the shop says so', async () => {
    api.mockResolvedValue(cart as never);
    renderBuyBox(mug, true);
    await act(async () => { fireEvent.click(addToCart()); });
    expect(mockPush).toHaveBeenCalledWith('/cart?shop=beyond-demo');
    expect(notice()).toBeEmptyDOMElement();
  });

  it('stays on the page with the notice when the shop does not say so', async () => {
    api.mockResolvedValueOnce(cart as never);
    renderBuyBox();
    await act(async () => { fireEvent.click(addToCart()); });
    expect(mockPush).not.toHaveBeenCalled();
    expect(notice()).toHaveTextContent('View cart');
  });
});

describe('the buy box\'s add-to-cart notice', () => {
  it('shows the success right under "Add to cart", in the page\'s flow, with its link to the cart', async () => {
    api.mockResolvedValue(cart as never);
    renderBuyBox();
    // The polite status region is there before anything is added, so that what appears in it is announced.
    expect(notice()).toHaveAttribute('aria-live', 'polite');
    expect(notice()).toBeEmptyDOMElement();

    await act(async () => { fireEvent.click(addToCart()); });
    expect(api).toHaveBeenCalledWith(cartRoutes.addToCart, { body: { productId: mug.productId, quantity: 1 } }, { silent: true });
    expect(notice()).toHaveTextContent('“Stoneware Mug” has been added to your cart. View cart');
    expect(within(notice()).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart?shop=beyond-demo');
    // Next after the button in the document, inside the buy box: not the page's notification overlay.
    expect(addToCart().compareDocumentPosition(notice()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(addToCart().closest('form')!.nextElementSibling).toBe(notice());
    expect(useNotifications.getState().notifications).toEqual([]);
    expect(queryClient.getQueryData(queryKeys.cart('demo'))).toBe(cart);
  });

  it('hides after 8 seconds, and a second add shows it afresh', async () => {
    api.mockResolvedValue(cart as never);
    renderBuyBox();
    await act(async () => { fireEvent.click(addToCart()); });
    act(() => { jest.advanceTimersByTime(ADD_TO_CART_NOTICE_MS - 1000); });
    await act(async () => { fireEvent.click(addToCart()); });
    // The second notice is timed from its own add.
    act(() => { jest.advanceTimersByTime(ADD_TO_CART_NOTICE_MS - 1); });
    expect(notice()).toHaveTextContent('has been added to your cart');
    act(() => { jest.advanceTimersByTime(1); });
    expect(notice()).toBeEmptyDOMElement();
  });

  it('goes with the page: the buy box of the next page starts without it', async () => {
    api.mockResolvedValue(cart as never);
    const { unmount } = renderBuyBox();
    await act(async () => { fireEvent.click(addToCart()); });
    expect(notice()).toHaveTextContent('has been added to your cart');
    unmount();
    renderBuyBox({ ...mug, productId: '7f1c7a43-53a4-4d0e-9b53-64d0d0e0a002', name: 'Grey Scarf' });
    expect(notice()).toBeEmptyDOMElement();
  });

  it('says why an add failed, as an alert in the buy box with the request id', async () => {
    api.mockRejectedValue(new ApiError('Low StockLevel for product', 409, 'Conflict', 'req-409', 'Conflict'));
    renderBuyBox();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Quantity' }));
    await act(async () => { fireEvent.click(addToCart()); });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there are not enough of this product in stock for that quantity.');
    expect(alert).toHaveTextContent('Request ID: req-409');
    expect(notice()).toBeEmptyDOMElement();
    expect(useNotifications.getState().notifications).toEqual([]);
    act(() => { jest.advanceTimersByTime(ADD_TO_CART_NOTICE_MS); });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the buy box\'s WebMCP tool (declarative, W3C WebMCP draft)', () => {
  it('makes the add-to-cart form a tool with its quantity as the parameter, for the shopper to confirm', () => {
    renderBuyBox();
    const form = addToCart().closest('form')!;
    expect(form).toHaveAttribute('toolname', 'add_to_cart');
    expect(form.getAttribute('tooldescription')).toMatch(/cart/);
    expect(form).not.toHaveAttribute('toolautosubmit');
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('name', 'quantity');
    expect(quantity.getAttribute('toolparamdescription')).toMatch(/How many/);
  });

  it('offers no tool where nothing can be bought: a variation master', () => {
    renderBuyBox({ ...mug, isVariationMaster: true });
    expect(addToCart().closest('form')).not.toHaveAttribute('toolname');
  });
});
