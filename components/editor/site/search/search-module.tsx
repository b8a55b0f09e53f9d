'use client';

import { useId, useState } from 'react';
import type { PickerTextKey } from '../../fields/picker-labels';
import type { SearchText } from './labels';
import { PinEditor } from './pin-editor';
import { SearchReport } from './search-report';
import styles from './search-module.module.css';
import { SynonymEditor } from './synonym-editor';

export interface SearchModuleProps {
  /** The language of the texts (the owner's). */
  language: string;
  /** The module's name on the rail, its heading. */
  title: string;
  /** The shop locale the editor is in: the module opens on it. */
  locale: string;
  locales: { identifier: string; name: string }[];
  text: SearchText;
  pickers: Record<PickerTextKey, string>;
}

/**
 * The owner's view of the shop's search, per language: what shoppers searched (the week's report), the
 * synonyms a search applies, and the products pinned to search terms. Each part reads and writes the API.
 */
export function SearchModule({ language, title, locale, locales, text, pickers }: SearchModuleProps) {
  const languageId = useId();
  const headingId = useId();
  const [shown, setShown] = useState(locale);
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.hint}>{text.intro}</p>
      {locales.length > 1 && (
        <label htmlFor={languageId} className={styles.choices}>
          {text.language}
          <select id={languageId} value={shown} onChange={(event) => setShown(event.target.value)}>
            {locales.map((l) => <option key={l.identifier} value={l.identifier}>{l.name}</option>)}
          </select>
        </label>
      )}
      <SearchReport key={`report-${shown}`} locale={shown} language={language} text={text} />
      <SynonymEditor key={`synonyms-${shown}`} locale={shown} text={text} />
      <PinEditor key={`pins-${shown}`} locale={shown} language={language} text={text} pickers={pickers} />
    </section>
  );
}
