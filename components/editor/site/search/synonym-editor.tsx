'use client';

import { useCallback, useId, useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { searchOwnerRoutes } from '@/lib/api/routes/search-owner';
import { synonymWord } from '@/lib/search/search-terms';
import type { SearchText } from './labels';
import styles from './search-module.module.css';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { useOwnerRead, useOwnerWrite } from './use-owner-read';

/** The language's synonym groups, each removable, and a form to add one ("hoodie, sweatshirt"). */
export function SynonymEditor({ locale, text }: { locale: string; text: SearchText }) {
  const inputId = useId();
  const hintId = useId();
  const [words, setWords] = useState('');
  const read = useCallback(() => shopApi(searchOwnerRoutes.listSearchSynonyms, { query: { locale } }, { silent: true }), [locale]);
  const groups = useOwnerRead(read);

  const { error, setError, write } = useOwnerWrite(groups.reload, text.saveFailed);
  const { listRef, headingRef, removing, kept } = useFocusAfterRemoval(groups.value?.items ?? null);
  const remove = async (id: string, index: number) => {
    removing(id, index);
    if (!await write(() => shopApi(searchOwnerRoutes.deleteSearchSynonym, { params: { id }, query: { locale } }, { silent: true }))) kept();
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const entered = words.split(',').map((word) => word.trim()).filter((word) => synonymWord(word) !== '');
    if (new Set(entered.map(synonymWord)).size < 2) return setError(text.needsTwoWords);
    if (await write(() => shopApi(searchOwnerRoutes.createSearchSynonym, { query: { locale }, body: { words: entered } }, { silent: true }))) setWords('');
  };

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} ref={headingRef} tabIndex={-1}>{text.synonyms}</h3>
      {groups.value === null ? <p className={styles.hint}>{groups.failed ? text.failed : text.loading}</p>
        : groups.value.items.length === 0 ? <p className={styles.hint}>{text.noSynonyms}</p> : (
          <ul ref={listRef} className={styles.list}>
            {groups.value.items.map((group, index) => (
              <li key={group.id}>
                <span>{group.words.join(', ')}</span>
                <button type="button" aria-label={`${text.remove}: ${group.words.join(', ')}`}
                  onClick={() => void remove(group.id, index)}>
                  {text.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
      <form className={styles.form} onSubmit={(event) => void add(event)}>
        <label htmlFor={inputId}>{text.words}</label>
        <input id={inputId} value={words} maxLength={600} aria-describedby={hintId} onChange={(event) => setWords(event.target.value)} />
        <p id={hintId} className={styles.hint}>{text.synonymsHint}</p>
        {error && <p role="alert" className={styles.error}>{error}</p>}
        <button type="submit">{text.addSynonym}</button>
      </form>
    </section>
  );
}
