/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { ShortcutsPanel } from '../shortcuts-panel';
import { SHORTCUTS } from '../shortcuts';
import { renderInEditor, ui } from './editor-test-utils';

afterEach(() => jest.restoreAllMocks());

describe('the keyboard shortcuts panel', () => {
  it('lists every shortcut of the data with its keys', () => {
    renderInEditor(<ShortcutsPanel ui={ui} />);
    expect(screen.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term');
    const descriptions = screen.getAllByRole('definition');
    expect(descriptions.map((dd) => dd.textContent)).toEqual(SHORTCUTS.map((shortcut) => ui[shortcut.description]));
    expect(terms).toHaveLength(SHORTCUTS.length);
    for (const term of terms) expect(term.querySelector('kbd')).not.toBeNull();
    const redo = terms[SHORTCUTS.findIndex((shortcut) => shortcut.id === 'redo')]!;
    expect(redo).toHaveTextContent('Shift+Ctrl+Z or Ctrl+Y');
    expect(within(terms[SHORTCUTS.findIndex((shortcut) => shortcut.id === 'drag-pick-up')]!).getByText('Space')).toBeInTheDocument();
  });

  it('shows the modifier as ⌘ on Apple platforms', () => {
    jest.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    renderInEditor(<ShortcutsPanel ui={ui} />);
    expect(screen.getAllByRole('term')[0]).toHaveTextContent('⌘+Z');
  });
});
