/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';
import { shopApi } from '@/lib/api/browser';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const SHOES = '0b6f4c1e-0000-4f51-9d38-000000000001';
const shoes = { categoryId: SHOES, slug: 'shoes', title: 'Shoes', titleTag: null, metaDescription: null, url: '/c/shoes', isVisible: true, children: [] };
beforeEach(() => jest.mocked(shopApi).mockResolvedValue([shoes]));
/** The settings once the picker has loaded the categories, as it does when the panel opens. */
async function openSettings(type: string, data: Record<string, unknown>) {
  const store = renderSettings(type, data);
  await screen.findByRole('combobox', { name: 'Category' });
  return store;
}

describe('the category swiper’s settings', () => {
  it('shows its fields by their labels and flips the toggles', async () => {
    const store = await openSettings('category-swiper', { categoryId: SHOES, showStock: true, showPrice: false, size: 4 });
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Shoes');
    expect(screen.getByRole('checkbox', { name: 'Show stock' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show price' }));
    expect(dataOf(store).showPrice).toBe(true);
  });

  it('takes a number of products from 1 to 24 and refuses more', async () => {
    const store = await openSettings('category-swiper', { categoryId: '', size: 4 });
    const size = screen.getByLabelText('Number of products');
    expect(size).toHaveAttribute('max', '24');
    fireEvent.change(size, { target: { value: '25' } });
    expect(size).toHaveAccessibleDescription('Enter a whole number from 1 to 24.');
    expect(dataOf(store).size).toBe(4);
    fireEvent.change(size, { target: { value: '8' } });
    expect(size).not.toHaveAttribute('aria-invalid');
    expect(dataOf(store).size).toBe(8);
  });
});
