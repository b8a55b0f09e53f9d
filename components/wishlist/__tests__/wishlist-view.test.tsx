/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { cartRoutes } from '@/lib/api/routes/cart';
import { customerRoutes } from '@/lib/api/routes/customer';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import { useNotifications } from '@/lib/stores/notifications';
import messages from '@/messages/en.json';
import { goToSignIn } from '../sign-in-redirect';
import { WishlistView } from '../wishlist-view';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
// The links load their page ahead through the router (components/shell/intent-link.tsx).
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));
jest.mock('../sign-in-redirect', () => ({ ...jest.requireActual('../sign-in-redirect'), goToSignIn: jest.fn() }));
const api = jest.mocked(shopApi);
const redirect = jest.mocked(goToSignIn);

const product = (productId: string, name: string, slug: string, stockLevel: number) => ({
  productId, sku: slug.toUpperCase(), name, slug, manufacturer: null, stockLevel, available: stockLevel > 0, isVariationMaster: false, image: null,
  price: { amount: 1490, currency: 'EUR', formatted: '€14.90' },
});
const mug = product('7f1c7a43-53a4-4d0e-9b53-64d0d0e0a001', 'Stoneware Mug', 'stoneware-mug', 120);
const scarf = product('7f1c7a43-53a4-4d0e-9b53-64d0d0e0a002', 'Grey Scarf', 'grey-scarf', 2);
const listOf = (...products: (typeof mug)[]) => ({
  items: products.map((p) => ({ productId: p.productId, addedAt: '2026-01-01T00:00:00.000Z', product: p })),
  totalNumberOfItems: products.length,
});

// Cannot go into the cart as they are: a variation master (in stock through its variations) and a sold-out product.
const shirt = { ...product('7f1c7a43-53a4-4d0e-9b53-64d0d0e0a003', 'Linen Shirt', 'linen-shirt', 0), available: true, isVariationMaster: true };
const hat = product('7f1c7a43-53a4-4d0e-9b53-64d0d0e0a004', 'Wool Hat', 'wool-hat', 0);

function renderView(wishlist = listOf(mug, scarf)) {
  const client = makeQueryClient();
  client.setQueryData(queryKeys.wishlist('demo', 'de'), wishlist);
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <WishlistView shop="demo" locale="de" links={{ editor: false, locale: 'de', defaultLocale: 'en' }} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return client;
}

// jsdom puts a space between the visible word and the hidden product name; browsers do not.
const removeName = (name: string) => new RegExp(`^Remove ?: ${name}$`);
const removeButton = (name: string) => screen.getByRole('button', { name: removeName(name) });
const addName = (name: string) => new RegExp(`^(Add to cart|Adding…) ?: ${name}$`);
const item = (name: string) => screen.getByRole('link', { name }).closest('li')!;

beforeEach(() => {
  api.mockReset();
  redirect.mockReset();
  useNotifications.setState({ notifications: [] });
});

describe('WishlistView', () => {
  it('lists each product with a link in the page language, its price and availability', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stoneware Mug' })).toHaveAttribute('href', '/de/p/stoneware-mug');
    expect(within(item('Stoneware Mug')).getByText('€14.90')).toBeInTheDocument();
    expect(within(item('Stoneware Mug')).getByText('In stock')).toBeInTheDocument();
    expect(within(item('Grey Scarf')).getByText('Only 2 left')).toBeInTheDocument();
  });

  it('removes a product, shows the list the server answers, and ends with the empty state', async () => {
    renderView();
    api.mockResolvedValueOnce(listOf(scarf));
    await act(async () => { fireEvent.click(removeButton('Stoneware Mug')); });
    expect(api).toHaveBeenCalledWith(customerRoutes.removeFromWishlist, { params: { productId: mug.productId } }, { silent: true });
    expect(screen.queryByRole('link', { name: 'Stoneware Mug' })).not.toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(useNotifications.getState().notifications[0]).toEqual(expect.objectContaining({ level: 'success', message: '“Stoneware Mug” has been removed from your wishlist.' }));

    api.mockResolvedValueOnce(listOf());
    await act(async () => { fireEvent.click(removeButton('Grey Scarf')); });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/de');
  });

  it('disables the button while its removal runs', async () => {
    renderView();
    let answer!: (value: unknown) => void;
    api.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }) as ReturnType<typeof shopApi>);
    fireEvent.click(removeButton('Stoneware Mug'));
    expect(removeButton('Stoneware Mug')).toBeDisabled();
    expect(removeButton('Grey Scarf')).toBeEnabled();
    await act(async () => { answer(listOf(scarf)); });
    expect(screen.queryByRole('button', { name: removeName('Stoneware Mug') })).not.toBeInTheDocument();
  });

  it('keeps the product and says so when removing fails', async () => {
    renderView();
    api.mockRejectedValueOnce(new ApiError('Internal Server Error', 500, 'Internal Server Error', 'req-1'));
    await act(async () => { fireEvent.click(removeButton('Stoneware Mug')); });
    expect(removeButton('Stoneware Mug')).toBeEnabled();
    expect(useNotifications.getState().notifications[0]).toEqual(expect.objectContaining({
      level: 'error', message: '“Stoneware Mug” could not be removed from your wishlist. Please try again.', requestId: 'req-1',
    }));
  });

  it('sends the shopper to sign in when the session ended meanwhile, and back to the wishlist afterwards', async () => {
    window.history.replaceState(null, '', '/de/wishlist');
    renderView();
    api.mockRejectedValueOnce(new ApiError('Please sign in', 401, 'Unauthorized', 'req-2', 'Unauthorized', { redirectUrl: '/de/checkout/personal-data?login=true' }));
    await act(async () => { fireEvent.click(removeButton('Stoneware Mug')); });
    expect(redirect).toHaveBeenCalledWith('/de/checkout/personal-data?login=true&returnTo=%2Fde%2Fwishlist');
    expect(useNotifications.getState().notifications).toHaveLength(0);
  });

  it('puts one of a row\'s product into the cart, keeps the cart the server answers and says so with a link to the cart', async () => {
    const client = renderView();
    const cart = { cartId: 'c-1', lineItems: [{ productId: scarf.productId, quantity: 1 }] };
    api.mockResolvedValueOnce(cart);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: addName('Grey Scarf') })); });
    expect(api).toHaveBeenCalledWith(cartRoutes.addToCart, { body: { productId: scarf.productId, quantity: 1 } }, { silent: true });
    expect(client.getQueryData(queryKeys.cart('demo'))).toEqual(cart);
    // The notice is in the row, under its actions, with a link to the cart.
    const notice = within(item('Grey Scarf')).getByRole('status');
    expect(notice).toHaveTextContent('“Grey Scarf” has been added to your cart.');
    expect(within(notice).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/de/cart');
    expect(useNotifications.getState().notifications).toHaveLength(0);
    // It stays on the wishlist.
    expect(screen.getByRole('link', { name: 'Grey Scarf' })).toBeInTheDocument();
  });

  it('shows the row busy while its product goes into the cart, and sends it once', async () => {
    renderView();
    let answer!: (value: unknown) => void;
    api.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }) as ReturnType<typeof shopApi>);
    const button = screen.getByRole('button', { name: addName('Stoneware Mug') });
    fireEvent.click(button);
    expect(button).toHaveTextContent(/^Adding…/);
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: addName('Grey Scarf') })).toHaveTextContent(/^Add to cart/);
    await act(async () => { answer({ cartId: 'c-1', lineItems: [] }); });
    expect(api).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent(/^Add to cart/);
  });

  it('says why when the cart refuses the product', async () => {
    renderView();
    api.mockRejectedValueOnce(new ApiError('Low StockLevel', 422, 'Unprocessable Entity', 'req-3'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: addName('Grey Scarf') })); });
    const alert = within(item('Grey Scarf')).getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, this product is not in stock.');
    expect(alert).toHaveTextContent('req-3');
  });

  it('links to the product instead where it cannot go into the cart as it is: a variation to choose, or sold out', () => {
    renderView(listOf(mug, shirt, hat));
    expect(screen.getAllByRole('button', { name: /^Add to cart/ })).toHaveLength(1);
    expect(within(item('Linen Shirt')).queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Choose options ?: Linen Shirt$/ })).toHaveAttribute('href', '/de/p/linen-shirt');
    expect(screen.getByRole('link', { name: /^View product ?: Wool Hat$/ })).toHaveAttribute('href', '/de/p/wool-hat');
    expect(within(item('Wool Hat')).getByText('Sold out')).toBeInTheDocument();
  });
});
