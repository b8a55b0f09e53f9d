'use client';

import { useEffect, useRef } from 'react';

/** Asks before a block (and what its columns hold) is deleted: Confirm or Cancel, Escape cancels. */
export function DeleteDialog({ question, confirm, cancel, onConfirm, onClose }: {
  question: string; confirm: string; cancel: string; onConfirm: () => void; onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby="delete-block-question" onClose={onClose}>
      <p id="delete-block-question">{question}</p>
      <form method="dialog">
        <button type="submit" onClick={onConfirm}>{confirm}</button>
        <button type="submit" autoFocus>{cancel}</button>
      </form>
    </dialog>
  );
}
