/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';

const ids = () => screen.getByLabelText('Product IDs (comma-separated)');

describe('the product slider’s settings', () => {
  it('stores the typed ids as a list in their order, keeping the text as typed', () => {
    const store = renderSettings('product-slider', { productIds: ['p-1'] });
    expect(ids()).toHaveValue('p-1');
    fireEvent.change(ids(), { target: { value: 'p-2, p-1,' } });
    expect(dataOf(store).productIds).toEqual(['p-2', 'p-1']);
    expect(ids()).toHaveValue('p-2, p-1,');
  });

  it('refuses an id over the schema’s length and keeps the last valid list', () => {
    const store = renderSettings('product-slider', { productIds: ['p-1'] });
    fireEvent.change(ids(), { target: { value: `p-1, ${'x'.repeat(65)}` } });
    expect(ids()).toHaveAccessibleDescription('Use at most 64 characters.');
    expect(dataOf(store).productIds).toEqual(['p-1']);
  });
});
