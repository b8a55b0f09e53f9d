/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';
import { findBlock } from '@/components/blocks/block-tree';

const text = (id: string) => ({ _id: id, type: 'text', data: { content: id } });

describe.each(['multi-column', 'image-with-text', 'headline-block', 'nested-headline-block'])('the %s layout’s settings', (type) => {
  it('sets the number of columns, the blocks of a removed column going into the one before', () => {
    const store = renderSettings(type, {}, { columns: [[text('one')], [text('two')]] });
    const columns = screen.getByLabelText('Columns');
    expect(columns).toHaveValue(2);
    fireEvent.change(columns, { target: { value: '3' } });
    expect(findBlock(store.getState().blocks, 'b-1')!.columns).toEqual([[text('one')], [text('two')], []]);
    fireEvent.change(columns, { target: { value: '1' } });
    expect(findBlock(store.getState().blocks, 'b-1')!.columns).toEqual([[text('one'), text('two')]]);
  });

  it('refuses more columns than a layout may have', () => {
    const store = renderSettings(type, {}, { columns: [[], []] });
    const columns = screen.getByLabelText('Columns');
    fireEvent.change(columns, { target: { value: '7' } });
    expect(columns).toHaveAccessibleDescription('Enter a whole number from 1 to 6.');
    expect(findBlock(store.getState().blocks, 'b-1')!.columns).toHaveLength(2);
  });
});

describe('a multi-column layout’s columns per device', () => {
  const threeColumns = () => renderSettings('multi-column', {}, { columns: [[text('one')], [text('two')], [text('three')]] });
  const group = (device: string) => screen.getByRole('group', { name: `For ${device}` });

  it('edits the layout’s columns on Desktop, the base every device inherits', () => {
    threeColumns();
    expect(within(group('Desktop')).getByLabelText('Columns')).toHaveValue(3);
    expect(screen.queryByText(/Inherited from|Set for/)).toBeNull();
  });

  it('stacks an old layout on Phone (its own value, as layouts always did) and inherits on Tablet from Desktop', () => {
    const store = threeColumns();
    act(() => store.getState().setViewport('phone'));
    const phone = within(group('Phone'));
    expect(phone.getByLabelText('Columns')).toHaveValue(1);
    expect(phone.getByText('Set for Phone')).toBeInTheDocument();
    act(() => store.getState().setViewport('tablet'));
    const tablet = within(group('Tablet'));
    expect(tablet.getByLabelText('Columns')).toHaveValue(3);
    // The columns and the spacing both inherit the desktop's.
    expect(tablet.getAllByText('Inherited from Desktop')).toHaveLength(2);
    expect(tablet.queryByRole('button')).toBeNull();
  });

  it('sets the previewed device’s own value sparsely, one undo step each, and inherits again on request', () => {
    const store = threeColumns();
    act(() => store.getState().setViewport('tablet'));
    fireEvent.change(within(group('Tablet')).getByLabelText('Columns'), { target: { value: '2' } });
    expect(dataOf(store)).toEqual({ devices: { phone: { columns: 1 }, tablet: { columns: 2 } } });
    expect(within(group('Tablet')).getByText('Set for Tablet')).toBeInTheDocument();

    act(() => store.getState().setViewport('phone'));
    fireEvent.click(within(group('Phone')).getByRole('button', { name: 'Inherit from Tablet' }));
    expect(dataOf(store)).toEqual({ devices: { tablet: { columns: 2 } } });
    expect(within(group('Phone')).getByLabelText('Columns')).toHaveValue(2);
    expect(within(group('Phone')).getByText('Inherited from Tablet')).toBeInTheDocument();
    // The layout's own columns stay three: a device's value only lays them out.
    expect(findBlock(store.getState().blocks, 'b-1')!.columns).toHaveLength(3);

    act(() => store.getState().undo());
    expect(dataOf(store)).toEqual({ devices: { phone: { columns: 1 }, tablet: { columns: 2 } } });
    act(() => store.getState().undo());
    expect(dataOf(store)).toEqual({});
  });

  it('refuses more columns side by side than the layout has', () => {
    const store = threeColumns();
    act(() => store.getState().setViewport('phone'));
    const columns = within(group('Phone')).getByLabelText('Columns');
    fireEvent.change(columns, { target: { value: '4' } });
    expect(columns).toHaveAccessibleDescription('Enter a whole number from 1 to 3.');
    expect(dataOf(store)).toEqual({});
  });
});

describe('a layout’s spacing per device', () => {
  const spacing = (device: string) => within(within(screen.getByRole('group', { name: `For ${device}` })).getByRole('group', { name: 'Spacing' }));

  it('gives the phone its own spacing without losing the stacked columns of a layout stored before values per device', () => {
    const store = renderSettings('multi-column', {}, { columns: [[text('one')], [text('two')]] });
    fireEvent.change(spacing('Desktop').getByRole('combobox', { name: 'Spacing' }), { target: { value: 'l' } });
    expect(dataOf(store)).toEqual({ spacing: 'l' });
    act(() => store.getState().setViewport('phone'));
    expect(spacing('Phone').getByRole('combobox')).toHaveDisplayValue('Large');
    fireEvent.change(spacing('Phone').getByRole('combobox'), { target: { value: 'none' } });
    expect(dataOf(store)).toEqual({ spacing: 'l', devices: { phone: { columns: 1, spacing: 'none' } } });
    expect(within(screen.getByRole('group', { name: 'For Phone' })).getByLabelText('Columns')).toHaveValue(1);
  });
});
