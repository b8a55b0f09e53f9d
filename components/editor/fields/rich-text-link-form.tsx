'use client';

import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { RichTextTextKey } from '../labels';
import { isAcceptedLinkUrl } from './rich-text-extensions';
import styles from './rich-text.module.css';

/**
 * The address of the link at the caret (or of a new one for the selected text): applied when it is
 * one the shop keeps, else refused with a message; Escape closes it and returns to the text.
 */
export function RichTextLinkForm({ editor, labels, onClose }: { editor: Editor; labels: Record<RichTextTextKey, string>; onClose(): void }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [invalid, setInvalid] = useState(false);
  const inLink = editor.isActive('link');

  useEffect(() => input.current?.focus(), []);

  const close = () => {
    editor.commands.focus();
    onClose();
  };
  const apply = () => {
    const href = url.trim();
    if (!isAcceptedLinkUrl(href)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the link's text, rather than an invisible link.
    if (editor.state.selection.empty && !inLink) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    // Not a <form>: the field may sit inside a form of the page or the settings.
    <div role="group" aria-label={labels.link} className={styles.linkForm}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // The text stays in editing: only the form closes.
        event.stopPropagation();
        close();
      }}>
      <label htmlFor={inputId}>{labels.url}</label>
      <input
        ref={input} id={inputId} type="text" inputMode="url" autoComplete="off" spellCheck={false} value={url}
        aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
      <button type="button" onClick={apply}>{labels.applyLink}</button>
      {inLink && <button type="button" onClick={remove}>{labels.removeLink}</button>}
      <p id={errorId} role="alert" className={styles.error}>{invalid ? labels.invalidUrl : null}</p>
    </div>
  );
}
