'use client';

import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RichTextTextKey } from '../labels';
import { RichTextLinkForm } from './rich-text-link-form';
import styles from './rich-text.module.css';

interface Format {
  label: RichTextTextKey;
  active(editor: Editor): boolean;
  toggle(chain: ChainedCommands): ChainedCommands;
}

/** The toolbar's formats in their order; a heading is h2, a subheading h3. */
const FORMATS: readonly Format[] = [
  { label: 'bold', active: (editor) => editor.isActive('bold'), toggle: (chain) => chain.toggleBold() },
  { label: 'italic', active: (editor) => editor.isActive('italic'), toggle: (chain) => chain.toggleItalic() },
  { label: 'heading', active: (editor) => editor.isActive('heading', { level: 2 }), toggle: (chain) => chain.toggleHeading({ level: 2 }) },
  { label: 'subheading', active: (editor) => editor.isActive('heading', { level: 3 }), toggle: (chain) => chain.toggleHeading({ level: 3 }) },
  { label: 'bulletedList', active: (editor) => editor.isActive('bulletList'), toggle: (chain) => chain.toggleBulletList() },
  { label: 'numberedList', active: (editor) => editor.isActive('orderedList'), toggle: (chain) => chain.toggleOrderedList() },
];

const ROVING_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

interface ToggleButtonProps {
  pressed: boolean;
  expanded?: boolean;
  disabled: boolean;
  /** The toolbar's one tab stop: the button the owner was at last. */
  tabStop: boolean;
  onFocus(): void;
  onClick(): void;
  children: ReactNode;
}

function ToggleButton({ pressed, expanded, disabled, tabStop, onFocus, onClick, children }: ToggleButtonProps) {
  return (
    <button type="button" aria-pressed={pressed} aria-expanded={expanded} disabled={disabled} tabIndex={tabStop ? 0 : -1}
      onFocus={onFocus} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The formats of the text at the caret as toggle buttons, one tab stop with the arrow keys between
 * them, and the link's address in a small form below. A mouse press keeps the caret in the text.
 */
export function RichTextToolbar({ editor, labels }: { editor: Editor | null; labels: Record<RichTextTextKey, string> }) {
  const toolbar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: at }) => ({ formats: FORMATS.map((format) => (at ? format.active(at) : false)), link: at?.isActive('link') ?? false }),
  });

  const rove = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = ROVING_KEYS[event.key];
    const buttons = [...(toolbar.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };

  return (
    <div className={styles.controls}>
      <div ref={toolbar} role="toolbar" aria-label={labels.formatting} className={styles.toolbar} onKeyDown={rove}>
        {FORMATS.map((format, index) => (
          <ToggleButton key={format.label} pressed={pressed?.formats[index] ?? false} disabled={!editor}
            tabStop={index === current} onFocus={() => setCurrent(index)}
            onClick={() => editor && format.toggle(editor.chain().focus()).run()}>
            {labels[format.label]}
          </ToggleButton>
        ))}
        <ToggleButton pressed={pressed?.link ?? false} expanded={linkOpen} disabled={!editor}
          tabStop={current === FORMATS.length} onFocus={() => setCurrent(FORMATS.length)} onClick={() => setLinkOpen(!linkOpen)}>
          {labels.link}
        </ToggleButton>
      </div>
      {linkOpen && editor && <RichTextLinkForm editor={editor} labels={labels} onClose={() => setLinkOpen(false)} />}
    </div>
  );
}
