/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AddBlock } from '../add-block';
import { RefusalNotice } from '../refusal-notice';
import { labels, renderInEditor } from './editor-test-utils';

const palette = () => within(screen.getByRole('region', { name: 'Add block' }));

describe('the Add block module', () => {
  it('offers a hosted shop every block type, HTML among them', () => {
    renderInEditor(<AddBlock labels={labels} />);
    expect(palette().getByRole('button', { name: 'HTML' })).toBeInTheDocument();
    expect(palette().getByRole('button', { name: 'Text' })).toBeInTheDocument();
  });

  it.each(['unity', 'beyond'] as const)('does not offer a %s shop the types hidden for it', (shopType) => {
    const store = renderInEditor(<AddBlock labels={labels} />, { shopType });
    expect(palette().queryByRole('button', { name: 'HTML' })).not.toBeInTheDocument();
    fireEvent.click(palette().getByRole('button', { name: 'Text' }));
    expect(store.getState().blocks.map((block) => block.type)).toEqual(['text', 'text']);
  });

  it('says why, in the owner’s words, when the page’s stored HTML block is duplicated', () => {
    const stored = { _id: 'h', type: 'html', data: { html: '<p>Kept</p>' } };
    const store = renderInEditor(<RefusalNotice labels={labels} />, { shopType: 'beyond', blocks: [stored] });
    act(() => {
      store.getState().dispatch({ type: 'duplicate', id: 'h', copy: { ...stored, _id: 'h-copy' } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This type of shop does not offer the HTML block.');
    expect(store.getState().blocks).toEqual([stored]);
  });
});
