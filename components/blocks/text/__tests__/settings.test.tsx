/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';

describe('the text block’s settings', () => {
  it('edits the content as the owner types, keystrokes merged into one undo step', () => {
    const store = renderSettings('text', { content: '<p>Old</p>' });
    const content = screen.getByLabelText('Text');
    expect(content).toHaveValue('<p>Old</p>');
    fireEvent.change(content, { target: { value: '<p>N</p>' } });
    fireEvent.change(content, { target: { value: '<p>New</p>' } });
    expect(dataOf(store).content).toBe('<p>New</p>');
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('shows a text over the limit with why, invalid and described by the message, and keeps the last valid one', () => {
    const store = renderSettings('text', { content: '<p>Kept</p>' });
    const content = screen.getByLabelText('Text');
    fireEvent.change(content, { target: { value: 'x'.repeat(100_001) } });
    expect(content).toHaveValue('x'.repeat(100_001));
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription('Use at most 100000 characters.');
    expect(dataOf(store).content).toBe('<p>Kept</p>');
    expect(store.getState().history.past).toHaveLength(0);

    fireEvent.change(content, { target: { value: '<p>Shorter</p>' } });
    expect(content).not.toHaveAttribute('aria-invalid');
    expect(content).not.toHaveAccessibleDescription();
    expect(dataOf(store).content).toBe('<p>Shorter</p>');
  });

  it('shows the stored text again after Undo, dropping what was typed', () => {
    const store = renderSettings('text', { content: 'One' });
    const content = screen.getByLabelText('Text');
    fireEvent.change(content, { target: { value: 'Two' } });
    fireEvent.change(content, { target: { value: 'y'.repeat(100_001) } });
    act(() => store.getState().undo());
    expect(content).toHaveValue('One');
    expect(content).not.toHaveAttribute('aria-invalid');
  });
});
