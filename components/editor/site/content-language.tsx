'use client';

import { useRouter } from 'next/navigation';
import { useId, type ChangeEvent } from 'react';
import { loadChunk } from '@/components/shell/chunk-load';
import styles from '@/components/owner/editor-language-select.module.css';

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
}

/**
 * The editor's address of the open page in another of the shop's languages, worked out as the storefront's
 * language menu does (switch-language.ts: a category's or product's slug in the other language), a page's
 * through the document API (editor-page-lookup.ts); the start page in that language when the slug cannot
 * be worked out.
 */
export async function editorPathIn(current: string, to: string, defaultLocale: string): Promise<string> {
  try {
    const [{ currentPathIn }, { editorLookup }] = await loadChunk(() => Promise.all([
      import('@/components/shell/switch-language'), import('./editor-page-lookup'),
    ]));
    return await currentPathIn(current, to, defaultLocale, editorLookup);
  } catch {
    return `/editor${to === defaultLocale ? '' : `/${to}`}${window.location.search}`;
  }
}

/**
 * The top bar's content language: which of the shop's languages (hidden ones too) the page is edited
 * in. Picking one opens the same page in it (editorPathIn).
 */
export function ContentLanguage({ label, options, current, defaultLocale }: Props) {
  const id = useId();
  const router = useRouter();
  const choose = async (event: ChangeEvent<HTMLSelectElement>) => {
    router.push(await editorPathIn(current, event.target.value, defaultLocale));
  };
  return (
    <span className={styles.field}>
      {/* Uncontrolled, keyed by the language: the choice stays shown while the page in it loads. */}
      <label htmlFor={id} className={styles.compactLabel}>{label}</label>
      <select key={current} id={id} title={label} defaultValue={current} onChange={(event) => void choose(event)}>
        {options.map(({ identifier, name }) => <option key={identifier} value={identifier} lang={identifier}>{name}</option>)}
      </select>
    </span>
  );
}
