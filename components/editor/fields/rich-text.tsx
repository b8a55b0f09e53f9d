'use client';

import { Component, useState, type ReactNode } from 'react';
import { BrokenRichText } from './broken-rich-text';
import { RichTextEditor, type RichTextProps } from './rich-text-editor';
import { asRichText, losesFormatting } from './rich-text-fidelity';

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
 * Rich text, in the rich text editor as long as it shows all of the text. A text that would lose
 * formatting (stored before, or brought back by undo) or on which the editor fails is shown as raw
 * HTML, and stays so while the owner edits it there, until they choose the rich text editor.
 */
export function RichText(props: RichTextProps) {
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
