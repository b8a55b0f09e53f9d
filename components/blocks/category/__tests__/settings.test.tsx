/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';

describe('the category block’s settings', () => {
  it('edits the category id as typed', () => {
    const store = renderSettings('category', { categoryId: '', pageSize: 12 });
    fireEvent.change(screen.getByLabelText('Category ID'), { target: { value: 'shoes' } });
    expect(dataOf(store).categoryId).toBe('shoes');
  });

  it.each([['0'], ['101'], ['2.5'], ['']])('refuses %s products per page and keeps the last valid number', (typed) => {
    const store = renderSettings('category', { categoryId: '', pageSize: 12 });
    const pageSize = screen.getByLabelText('Products per page');
    fireEvent.change(pageSize, { target: { value: typed } });
    expect(pageSize).toHaveAttribute('aria-invalid', 'true');
    expect(pageSize).toHaveAccessibleDescription('Enter a whole number from 1 to 100.');
    expect(dataOf(store).pageSize).toBe(12);
  });

  it('takes a page size within the bounds', () => {
    const store = renderSettings('category', { categoryId: '', pageSize: 12 });
    fireEvent.change(screen.getByLabelText('Products per page'), { target: { value: '24' } });
    expect(dataOf(store).pageSize).toBe(24);
  });
});
