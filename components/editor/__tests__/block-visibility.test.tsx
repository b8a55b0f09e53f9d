/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import messages from '@/messages/en.json';
import { BlockSettings } from '../block-settings';
import type { WorkbenchLabels } from '../labels';
import { renderInEditor, richText, ui } from './editor-test-utils';

const labels: WorkbenchLabels = {
  ui,
  moves: {} as WorkbenchLabels['moves'],
  blocks: { text: messages.EditorBlocks.text },
  fields: { content: messages.EditorFields.content },
  richText,
};

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
