/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dataOf, renderCategorySettings, SHOES } from '@/components/editor/__tests__/settings-test-utils';
import { shopApi } from '@/lib/api/browser';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
beforeEach(() => jest.mocked(shopApi).mockResolvedValue([SHOES]));

describe('the category block’s settings', () => {
  it('picks the category from the shop\'s categories, and can go back to none', async () => {
    const store = await renderCategorySettings('category', { categoryId: '', pageSize: 12 });
    const category = await screen.findByRole('combobox', { name: 'Category' });
    fireEvent.change(category, { target: { value: SHOES.categoryId } });
    expect(dataOf(store).categoryId).toBe(SHOES.categoryId);
    fireEvent.change(category, { target: { value: '' } });
    expect(dataOf(store).categoryId).toBe('');
  });

  it.each([['0'], ['101'], ['2.5'], ['']])('refuses %s products per page and keeps the last valid number', async (typed) => {
    const store = await renderCategorySettings('category', { categoryId: '', pageSize: 12 });
    const pageSize = screen.getByLabelText('Products per page');
    fireEvent.change(pageSize, { target: { value: typed } });
    expect(pageSize).toHaveAttribute('aria-invalid', 'true');
    expect(pageSize).toHaveAccessibleDescription('Enter a whole number from 1 to 100.');
    expect(dataOf(store).pageSize).toBe(12);
  });

  it('takes a page size within the bounds', async () => {
    const store = await renderCategorySettings('category', { categoryId: '', pageSize: 12 });
    fireEvent.change(screen.getByLabelText('Products per page'), { target: { value: '24' } });
    expect(dataOf(store).pageSize).toBe(24);
  });
});
