/** @jest-environment jsdom */
import { useEditor } from '@tiptap/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { polyfillLayout, richText } from '../../__tests__/editor-test-utils';
import { RichTextField } from '../rich-text-field';

jest.mock('@tiptap/react', () => {
  const actual = jest.requireActual<typeof import('@tiptap/react')>('@tiptap/react');
  return { ...actual, useEditor: jest.fn(actual.useEditor) };
});
const { useEditor: actualUseEditor } = jest.requireActual<typeof import('@tiptap/react')>('@tiptap/react');

beforeAll(polyfillLayout);
afterEach(() => jest.mocked(useEditor).mockImplementation(actualUseEditor));

/** The field as the settings use it: the value follows each change, as the editor store's would. */
function renderField(initial: string) {
  const onChange = jest.fn();
  let setValue: (html: string) => void = () => {};
  function Controlled() {
    const [value, set] = useState(initial);
    setValue = set;
    return <RichTextField label="Text" value={value} labels={richText} onChange={(html) => {
      onChange(html);
      set(html);
    }} />;
  }
  render(<Controlled />);
  // A value from outside: the store's undo or redo.
  return { onChange, setOutside: (html: string) => act(() => setValue(html)) };
}

const text = () => screen.findByRole('textbox', { name: 'Text' });
const toolbarButton = (name: string) => within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name });
/** Ctrl+A in the text, as the owner selects all of it. */
const selectAll = (box: HTMLElement) => fireEvent.keyDown(box, { key: 'a', ctrlKey: true });

describe('the rich text field', () => {
  it('starts the editor once the panel around it has been painted', async () => {
    renderField('<p>Later</p>');
    expect(screen.queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();
    expect(await text()).toHaveTextContent('Later');
  });

  it('shows the text with its formatting, in a labelled multi-line text box', async () => {
    renderField('<p>Fresh <strong>bread</strong> daily</p>');
    const box = await text();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveTextContent('Fresh bread daily');
    expect(within(box).getByText('bread').tagName).toBe('STRONG');
  });

  it('makes the selected text bold from the toolbar, and says so on the button', async () => {
    const { onChange } = renderField('<p>Fresh bread</p>');
    const box = await text();
    expect(toolbarButton('Bold')).toHaveAttribute('aria-pressed', 'false');

    selectAll(box);
    fireEvent.click(toolbarButton('Bold'));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Fresh bread</strong></p>');
    expect(toolbarButton('Bold')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(toolbarButton('Heading'));
    expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Fresh bread</strong></h2>');
    expect(toolbarButton('Heading')).toHaveAttribute('aria-pressed', 'true');
    expect(toolbarButton('Subheading')).toHaveAttribute('aria-pressed', 'false');
  });

  it('is one tab stop, with the arrow keys between its buttons', async () => {
    renderField('<p>Fresh bread</p>');
    await text();
    const buttons = within(screen.getByRole('toolbar', { name: 'Formatting' })).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    act(() => buttons[0]!.focus());
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowLeft' });
    expect(toolbarButton('Link')).toHaveFocus();
    fireEvent.keyDown(toolbarButton('Link'), { key: 'Home' });
    fireEvent.keyDown(toolbarButton('Bold'), { key: 'ArrowRight' });
    expect(toolbarButton('Italic')).toHaveFocus();
    expect(toolbarButton('Italic')).toHaveAttribute('tabindex', '0');
  });

  it('takes a value from outside without reporting it as a change', async () => {
    const { onChange, setOutside } = renderField('<p>Fresh bread</p>');
    const box = await text();
    setOutside('<p>Stale <em>bread</em></p>');
    expect(box).toHaveTextContent('Stale bread');
    expect(within(box).getByText('bread').tagName).toBe('EM');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links the selected text to an address the shop keeps, and says why it refuses another', async () => {
    const { onChange } = renderField('<p>About us</p>');
    selectAll(await text());
    fireEvent.click(toolbarButton('Link'));
    const url = screen.getByRole('textbox', { name: 'URL' });
    expect(url).toHaveFocus();

    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(richText.invalidUrl);
    expect(url).toHaveAccessibleDescription(richText.invalidUrl);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(url, { target: { value: '/about' } });
    fireEvent.keyDown(url, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="/about">About us</a></p>');
    expect(screen.queryByRole('textbox', { name: 'URL' })).not.toBeInTheDocument();
    expect(toolbarButton('Link')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(toolbarButton('Link'));
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveValue('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>About us</p>');
  });

  describe('with a text it cannot show', () => {
    const table = '<table><tbody><tr><td>Price</td></tr></tbody></table>';

    it('says so and offers the raw HTML, which still edits the text', async () => {
      const { onChange } = renderField(table);
      expect(await screen.findByRole('alert')).toHaveTextContent(richText.cannotShow);
      const raw = screen.getByRole('textbox', { name: 'Text (raw HTML)' });
      expect(raw).toHaveValue(table);
      expect(screen.queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();

      // Still raw while the owner edits, even once the editor could show it.
      fireEvent.change(raw, { target: { value: '<p>Price</p>' } });
      expect(onChange).toHaveBeenLastCalledWith('<p>Price</p>');
      expect(screen.getByRole('alert')).toBeInTheDocument();
    });

    it('becomes rich text when the owner chooses it, keeping what the editor can show', async () => {
      const { onChange } = renderField(table);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit as rich text' }));
      expect(onChange).toHaveBeenLastCalledWith('<p>Price</p>');
      expect(await text()).toHaveTextContent('Price');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('turns raw when such a text comes back from outside', async () => {
      const { onChange, setOutside } = renderField('<p>Price</p>');
      await text();
      setOutside(table);
      expect(screen.getByRole('alert')).toHaveTextContent(richText.cannotShow);
      expect(screen.getByRole('textbox', { name: 'Text (raw HTML)' })).toHaveValue(table);
      expect(onChange).not.toHaveBeenCalled();
    });

    it('shows the raw HTML when the editor fails on it', async () => {
      // React reports the error it caught.
      const report = jest.spyOn(console, 'error').mockImplementation(() => {});
      jest.mocked(useEditor).mockImplementation(() => {
        throw new RangeError('Invalid content');
      });
      renderField('<p>Fine</p>');
      expect(await screen.findByRole('alert')).toHaveTextContent(richText.cannotShow);
      expect(screen.getByRole('textbox', { name: 'Text (raw HTML)' })).toHaveValue('<p>Fine</p>');
      report.mockRestore();
    });
  });
});
