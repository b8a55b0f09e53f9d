'use client';

import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect } from 'react';
import type { RichTextTextKey } from '../labels';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';
import styles from './rich-text.module.css';

/** In the settings: a bordered box; on the canvas: the shop's own text style, the toolbar on top. */
export type RichTextVariant = 'field' | 'inline';

export interface RichTextProps {
  /** The editable text's accessible name. */
  label: string;
  value: string;
  onChange(html: string): void;
  labels: Record<RichTextTextKey, string>;
  variant?: RichTextVariant;
  autoFocus?: boolean;
  /** The id of a hint the editable text is described by. */
  describedBy?: string;
}

/**
 * A value from outside (the editor store's undo or redo) replaces the text without counting as the
 * owner's change; the caret stays where it was, or at the end of a shorter text.
 */
function useOutsideValue(editor: Editor | null, value: string) {
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === editor.getHTML()) return;
    const { from, to } = editor.state.selection;
    editor.chain().setContent(value, { emitUpdate: false }).setTextSelection({ from, to }).run();
  }, [editor, value]);
}

/** The rich text editor itself: its toolbar and the editable text, which reports each change as HTML. */
export function RichTextEditor({ label, value, onChange, labels, variant = 'field', autoFocus = false, describedBy }: RichTextProps) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    // Rendered on the server too (client components are): the editor only exists in the browser.
    immediatelyRender: false,
    autofocus: autoFocus && 'end',
    editorProps: {
      attributes: {
        role: 'textbox', 'aria-multiline': 'true', 'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: variant === 'inline' ? `block-text ${styles.inlineText}` : styles.fieldText!,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  useOutsideValue(editor, value);

  return (
    <div className={variant === 'inline' ? styles.inline : styles.field}>
      <RichTextToolbar editor={editor} labels={labels} />
      <EditorContent editor={editor} />
    </div>
  );
}
