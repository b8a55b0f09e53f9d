'use client';

import { useId, useState, type ChangeEvent } from 'react';
import styles from '@/components/owner/editor-language-select.module.css';
import type { PageLanguageTexts } from './page-language/labels';
import { useContentLanguageSwitch } from './page-language/use-content-language-switch';

export interface ContentLanguageOption {
  identifier: string;
  /** The language's name in the owner's language, with a note when shoppers do not see it yet. */
  name: string;
}

interface Props {
  label: string;
  options: ContentLanguageOption[];
  current: string;
  defaultLocale: string;
  /** The dialog that adds the open page to a language it has no title in. */
  texts: PageLanguageTexts;
}

/**
 * The top bar's content language: which of the shop's languages (hidden ones too) the page is edited
 * in. Picking one opens the same page in it, or offers to add the page to it first (useContentLanguageSwitch).
 */
export function ContentLanguage({ label, options, current, defaultLocale, texts }: Props) {
  const id = useId();
  // The choice stays shown while the page in it loads; the page's own language again when it did not open.
  const [chosen, setChosen] = useState<string | null>(null);
  const { switchTo, dialog } = useContentLanguageSwitch(current, defaultLocale, texts);
  const choose = async (event: ChangeEvent<HTMLSelectElement>) => {
    setChosen(event.target.value);
    if (!await switchTo(event.target.value)) setChosen(null);
  };
  return (
    <>
      <span className={styles.field}>
        <label htmlFor={id} className={styles.compactLabel}>{label}</label>
        <select id={id} title={label} value={chosen ?? current} onChange={(event) => void choose(event)}>
          {options.map(({ identifier, name }) => <option key={identifier} value={identifier} lang={identifier}>{name}</option>)}
        </select>
      </span>
      {dialog}
    </>
  );
}
