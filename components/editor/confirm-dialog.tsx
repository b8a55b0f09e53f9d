'use client';

import { useEffect, useId, useRef } from 'react';

/** The focused element, looking into the canvas frame (same origin) when the focus is there. */
function focusedElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active instanceof HTMLIFrameElement && active.contentDocument) active = active.contentDocument.activeElement;
  return active;
}

/** Nothing has the focus any more: the body (of the frame too) has it, as after the focused button went. */
const focusLost = (active: Element | null) => !active || active === active.ownerDocument.body || active === active.ownerDocument.documentElement;

/** The element as one to focus, while it is in the page; elements of the canvas frame are of its own window's HTMLElement. */
const focusable = (element: Element | null): HTMLElement | null => (element?.isConnected && 'focus' in element ? element as HTMLElement : null);

/** Focuses `element`, in its own window first when it is in the canvas frame. */
function focusIn(element: HTMLElement): void {
  if (element.ownerDocument !== document) element.ownerDocument.defaultView?.focus();
  element.focus();
}

/**
 * Asks before a change that cannot simply be undone (deleting a block, restoring a revision):
 * Confirm or Cancel, Escape cancels. The native modal keeps focus inside; Cancel starts focused.
 * Closed, it gives the focus back where it was, which the native modal cannot do when that was in the
 * canvas frame (the dialog is in the editor's document, so that the whole workspace waits) or when the
 * confirmed change took the opener away (a deleted block's toolbar): then to `focusAfter`'s element if it
 * names one (the block that took a deleted one's place), else to the opener while it is still there.
 * Only when nothing but the opener took the focus meanwhile (not a panel the answer opened).
 */
export function ConfirmDialog({ question, confirm, cancel, onConfirm, onClose, focusAfter }: {
  question: string; confirm: string; cancel: string; onConfirm: () => void; onClose: () => void;
  /** Where the focus goes once the dialog has closed and the page shows the outcome; told whether it was confirmed. */
  focusAfter?: (confirmed: boolean) => HTMLElement | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const answered = useRef(false);
  const questionId = useId();
  useEffect(() => {
    const element = dialog.current;
    opener.current = focusedElement(document);
    element?.showModal();
    // showModal focuses the first button (Confirm) unless told otherwise: the safe choice goes first.
    cancelButton.current?.focus();
    return () => element?.close();
  }, []);
  /** A frame later, when the page shows what the answer did (a deleted block gone, its neighbour there). */
  const giveFocusBack = (wasConfirmed: boolean) => requestAnimationFrame(() => {
    // The opener may still hold the focus the native modal gave back, until the answer's outcome takes it away.
    const active = focusedElement(document);
    if (!focusLost(active) && active !== opener.current) return;
    const target = focusAfter?.(wasConfirmed) ?? focusable(opener.current);
    if (target) focusIn(target);
  });
  const confirmed = () => {
    answered.current = true;
    onConfirm();
    dialog.current?.close();
    // Here rather than on the close event, which never comes when the answer unmounted the dialog (a deleted block's toolbar).
    giveFocusBack(true);
  };
  const closed = () => {
    onClose();
    if (!answered.current) giveFocusBack(false);
  };
  // Both buttons close the dialog; its close event (also sent on Escape) tells the owner of the dialog.
  return (
    <dialog ref={dialog} aria-labelledby={questionId} onClose={closed}>
      <p id={questionId}>{question}</p>
      <button type="button" onClick={confirmed}>{confirm}</button>
      <button type="button" ref={cancelButton} onClick={() => dialog.current?.close()}>{cancel}</button>
    </dialog>
  );
}
