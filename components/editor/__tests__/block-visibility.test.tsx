/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BlockSettings } from '../block-settings';
import { labels, renderInEditor } from './editor-test-utils';

describe('hiding a block per screen width', () => {
  it('ticks widths into settings.hiddenOn in their order, one undo step each', () => {
    const store = renderInEditor(<BlockSettings labels={labels} />);
    act(() => store.getState().select('a'));
    const hideOn = within(screen.getByRole('group', { name: 'Hide on' }));

    fireEvent.click(hideOn.getByRole('checkbox', { name: 'Desktop' }));
    fireEvent.click(hideOn.getByRole('checkbox', { name: 'Phone' }));
    expect(store.getState().blocks[0]!.settings).toEqual({ hiddenOn: ['phone', 'desktop'] });
    expect(hideOn.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(hideOn.getByRole('checkbox', { name: 'Tablet' })).not.toBeChecked();

    fireEvent.click(hideOn.getByRole('checkbox', { name: 'Phone' }));
    expect(store.getState().blocks[0]!.settings).toEqual({ hiddenOn: ['desktop'] });
    act(() => store.getState().undo());
    expect(store.getState().blocks[0]!.settings).toEqual({ hiddenOn: ['phone', 'desktop'] });
  });
});
