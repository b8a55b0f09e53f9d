/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderSettings } from '@/components/editor/__tests__/settings-test-utils';
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
