/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dataOf, renderCategorySettings, SHOES } from '@/components/editor/__tests__/settings-test-utils';
import { shopApi } from '@/lib/api/browser';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
beforeEach(() => jest.mocked(shopApi).mockResolvedValue([SHOES]));

describe('the category swiper’s settings', () => {
  it('shows its fields by their labels and flips the toggles', async () => {
    const store = await renderCategorySettings('category-swiper', { categoryId: SHOES.categoryId, showStock: true, showPrice: false, size: 4 });
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Shoes');
    expect(screen.getByRole('checkbox', { name: 'Show stock' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show price' }));
    expect(dataOf(store).showPrice).toBe(true);
  });

  it('takes a number of products from 1 to 24 and refuses more', async () => {
    const store = await renderCategorySettings('category-swiper', { categoryId: '', size: 4 });
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
