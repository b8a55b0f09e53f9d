'use client';

import { useEffect, useId, useRef } from 'react';

/**
 * Asks before a change that cannot simply be undone (deleting a block, restoring a revision):
 * Confirm or Cancel, Escape cancels. The native modal keeps focus inside; Cancel starts focused.
 */
export function ConfirmDialog({ question, confirm, cancel, onConfirm, onClose }: {
  question: string; confirm: string; cancel: string; onConfirm: () => void; onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // showModal focuses the first button (Confirm) unless told otherwise: the safe choice goes first.
    cancelButton.current?.focus();
    return () => element?.close();
  }, []);
  // Both buttons close the dialog; its close event (also sent on Escape) tells the owner of the dialog.
  return (
    <dialog ref={dialog} aria-labelledby={questionId} onClose={onClose}>
      <p id={questionId}>{question}</p>
      <button type="button" onClick={() => { onConfirm(); dialog.current?.close(); }}>{confirm}</button>
      <button type="button" ref={cancelButton} onClick={() => dialog.current?.close()}>{cancel}</button>
    </dialog>
  );
}
