/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';
import { shopApi } from '@/lib/api/browser';
import { catalogRoutes } from '@/lib/api/routes/catalog';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const MUG = '0b6f4c1e-0000-4f51-9d38-000000000001';
const CUP = '0b6f4c1e-0000-4f51-9d38-000000000002';

beforeEach(() => {
  jest.mocked(shopApi).mockImplementation(((route: unknown) => Promise.resolve(route === catalogRoutes.listProducts
    ? { products: [{ productId: MUG, name: 'Stoneware Mug' }, { productId: CUP, name: 'Espresso Cup' }], totalNumberOfProducts: 2 }
    : { products: [] })) as typeof shopApi);
});

describe('the product slider’s settings', () => {
  it('lists the chosen products by name and stores their new order', async () => {
    const store = renderSettings('product-slider', { productIds: [MUG, CUP] });
    const chosen = screen.getByRole('list', { name: 'Chosen products' });
    expect(await within(chosen).findByText('Stoneware Mug')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Stoneware Mug' }));
    expect(dataOf(store).productIds).toEqual([CUP, MUG]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove product: Stoneware Mug' }));
    expect(dataOf(store).productIds).toEqual([CUP]);
  });
});
