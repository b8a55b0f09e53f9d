/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';
import { polyfillLayout } from '@/components/editor/__tests__/editor-test-utils';

beforeAll(polyfillLayout);

const text = () => screen.findByRole('textbox', { name: 'Text' });
const bold = () => within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name: 'Bold' });

describe('the text block’s settings', () => {
  it('shows the content as rich text and stores its formatting as HTML', async () => {
    const store = renderSettings('text', { content: '<p>Old</p>' });
    const box = await text();
    expect(box).toHaveTextContent('Old');
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.click(bold());
    expect(dataOf(store).content).toBe('<p><strong>Old</strong></p>');
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('shows the stored text again after Undo', async () => {
    const store = renderSettings('text', { content: '<p>One</p>' });
    const box = await text();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.click(bold());
    act(() => store.getState().undo());
    expect(within(box).getByText('One').tagName).toBe('P');
  });

  it('does not store a text over the limit, and says why', async () => {
    const long = `<p>${'x'.repeat(99_995)}</p>`;
    const store = renderSettings('text', { content: long });
    const box = await text();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    // <strong> makes it 17 characters longer than the 100000 a text block holds.
    fireEvent.click(bold());
    expect(screen.getByRole('alert')).toHaveTextContent('Use at most 100000 characters.');
    expect(dataOf(store).content).toBe(long);
    expect(store.getState().history.past).toHaveLength(0);
  });
});

describe('the text block’s alignment and headline size per device', () => {
  const field = (device: string, name: string) => within(within(screen.getByRole('group', { name: `For ${device}` })).getByRole('group', { name }));

  it('sets the desktop’s alignment on the block, the theme’s default leaving it out', () => {
    const store = renderSettings('text', { content: '<p>Hi</p>' });
    const align = field('Desktop', 'Alignment').getByRole('combobox', { name: 'Alignment' });
    expect(align).toHaveDisplayValue('Theme default');
    fireEvent.change(align, { target: { value: 'end' } });
    expect(dataOf(store)).toEqual({ content: '<p>Hi</p>', align: 'end' });
    fireEvent.change(align, { target: { value: 'theme' } });
    expect(dataOf(store).align).toBeUndefined();
  });

  it('centres the text on Phone only, sparsely, one undo step, and inherits the desktop’s again on request', () => {
    const store = renderSettings('text', { content: '<p>Hi</p>', headlineSize: 'l' });
    act(() => store.getState().setViewport('phone'));
    expect(field('Phone', 'Alignment').getByText('Inherited from Desktop')).toBeInTheDocument();
    fireEvent.change(field('Phone', 'Alignment').getByRole('combobox'), { target: { value: 'center' } });
    expect(dataOf(store).devices).toEqual({ phone: { align: 'center' } });
    expect(field('Phone', 'Alignment').getByText('Set for Phone')).toBeInTheDocument();
    // The headline size still inherits the desktop's.
    expect(field('Phone', 'Headline size').getByRole('combobox')).toHaveDisplayValue('Large');
    expect(field('Phone', 'Headline size').getByText('Inherited from Desktop')).toBeInTheDocument();

    act(() => store.getState().setViewport('tablet'));
    expect(field('Tablet', 'Alignment').getByRole('combobox')).toHaveDisplayValue('Theme default');
    act(() => store.getState().setViewport('phone'));
    fireEvent.click(field('Phone', 'Alignment').getByRole('button', { name: 'Inherit from Desktop' }));
    expect(dataOf(store).devices).toEqual({});
    act(() => store.getState().undo());
    expect(dataOf(store).devices).toEqual({ phone: { align: 'center' } });
  });
});
