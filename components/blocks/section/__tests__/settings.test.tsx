/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';

describe('a section reference’s spacing per device', () => {
  it('sets the space around the section’s blocks on this page for the device previewed, inherited from wider devices', () => {
    const store = renderSettings('section', { sectionId: 'missing' });
    const spacing = () => within(screen.getByRole('group', { name: 'Spacing' }));
    fireEvent.change(spacing().getByRole('combobox', { name: 'Spacing' }), { target: { value: 'm' } });
    act(() => store.getState().setViewport('tablet'));
    expect(spacing().getByRole('combobox')).toHaveDisplayValue('Medium');
    expect(spacing().getByText('Inherited from Desktop')).toBeInTheDocument();
    fireEvent.change(spacing().getByRole('combobox'), { target: { value: 'xl' } });
    expect(dataOf(store)).toEqual({ sectionId: 'missing', spacing: 'm', devices: { tablet: { spacing: 'xl' } } });
    act(() => store.getState().setViewport('phone'));
    expect(spacing().getByText('Inherited from Tablet')).toBeInTheDocument();
  });
});
