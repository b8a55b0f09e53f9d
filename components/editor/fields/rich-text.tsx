'use client';

import { Component, useEffect, useState, type ReactNode } from 'react';
import { BrokenRichText } from './broken-rich-text';
import { RichTextEditor, type RichTextProps } from './rich-text-editor';
import { asRichText, losesFormatting } from './rich-text-fidelity';
import styles from './rich-text.module.css';

/** Tells when the editor failed on the text, which then shows as raw HTML instead. */
class EditorFailure extends Component<{ onFailure(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailure();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The text as the rich text editor keeps it, or an empty one where even reading it fails. */
function richTextOf(html: string): string {
  try {
    return asRichText(html);
  } catch {
    return '';
  }
}

/**
 * False until the browser has painted once after mounting. Reading a text into the editor and starting
 * it take tens of milliseconds: done in the click that opens the settings, they made the click's next
 * paint (its INP) late; afterwards the panel shows at once and the text a frame later.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The rich text, once the panel around it has been painted (usePaintedOnce); a box of its size before. */
export function RichText(props: RichTextProps) {
  const painted = usePaintedOnce();
  return painted ? <LoadedRichText {...props} /> : <div className={props.variant === 'inline' ? undefined : styles.fieldText} aria-busy="true" />;
}

/**
 * Rich text, in the rich text editor as long as it shows all of the text. A text that would lose
 * formatting (stored before, or brought back by undo) or on which the editor fails is shown as raw
 * HTML, and stays so while the owner edits it there, until they choose the rich text editor.
 */
function LoadedRichText(props: RichTextProps) {
  const { value, onChange, autoFocus } = props;
  const [raw, setRaw] = useState(() => losesFormatting(value));
  const [seen, setSeen] = useState(value);
  // The editor's own output is its to show; only a value from elsewhere needs checking.
  const [emitted, setEmitted] = useState<string | null>(null);
  const [chosen, setChosen] = useState(false);

  if (value !== seen) {
    setSeen(value);
    if (!raw && value !== emitted && losesFormatting(value)) setRaw(true);
  }

  if (raw) {
    return (
      <BrokenRichText {...props} onEditAsRichText={() => {
        const html = richTextOf(value);
        setEmitted(html);
        setRaw(false);
        setChosen(true);
        onChange(html);
      }} />
    );
  }
  return (
    <EditorFailure onFailure={() => setRaw(true)}>
      <RichTextEditor {...props} autoFocus={autoFocus || chosen} onChange={(html) => {
        setEmitted(html);
        onChange(html);
      }} />
    </EditorFailure>
  );
}
