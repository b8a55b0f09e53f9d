/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { polyfillDialog } from './editor-test-utils';

/** The frames asked for, run by `nextFrame` once the answer has been rendered. */
let frames: FrameRequestCallback[] = [];
const nextFrame = () => act(() => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(0);
});

beforeAll(polyfillDialog);
beforeEach(() => jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback)));
afterEach(() => {
  frames = [];
  jest.restoreAllMocks();
});

/** A list whose Delete asks first; deleting takes the row (and its button) away. */
function Rows({ focusAfter }: { focusAfter?: (confirmed: boolean) => HTMLElement | null }) {
  const [rows, setRows] = useState(['a', 'b']);
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <>
      {rows.map((row) => <button key={row} type="button" onClick={() => setAsking(row)}>{`Delete ${row}`}</button>)}
      {asking && (
        <ConfirmDialog question={`Delete ${asking}?`} confirm="Confirm" cancel="Cancel" focusAfter={focusAfter}
          onConfirm={() => setRows((before) => before.filter((row) => row !== asking))} onClose={() => setAsking(null)} />
      )}
    </>
  );
}

describe('a question before a change', () => {
  it('gives the focus back to the button that asked when cancelled, as the focus would otherwise be on the page\'s body', () => {
    render(<Rows />);
    const opener = screen.getByRole('button', { name: 'Delete a' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    // The native modal would give it back to the opener where it can; here it is lost, as from the canvas frame.
    act(() => {
      cancel.blur();
      fireEvent.click(cancel);
    });
    nextFrame();
    expect(opener).toHaveFocus();
  });

  it('puts the focus where the owner says once confirmed, the opener being gone', () => {
    render(<Rows focusAfter={(confirmed) => (confirmed ? screen.getByRole('button', { name: 'Delete b' }) : null)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete a' }));
    act(() => {
      screen.getByRole('button', { name: 'Confirm' }).focus();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    nextFrame();
    expect(screen.queryByRole('button', { name: 'Delete a' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete b' })).toHaveFocus();
  });

  it('leaves the focus alone where the answer put it', () => {
    render(<><Rows /><input aria-label="Elsewhere" /></>);
    const opener = screen.getByRole('button', { name: 'Delete a' });
    opener.focus();
    fireEvent.click(opener);
    act(() => {
      screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    nextFrame();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });
});
