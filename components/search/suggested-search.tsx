'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { shopApi } from '@/lib/api/browser';
import type { SuggestionPayload } from '@/lib/contract/search';
import { queryKeys } from '@/lib/queries/keys';
import { formTarget, hrefFor, type LinkContext } from '@/lib/routing/links';
import { createSerialQueue } from '@/lib/search/serial-queue';
import {
  enterTarget, initialSuggestionState, MAX_QUERY_LENGTH, suggestionQuery, suggestionReducer,
} from '@/lib/search/suggestion-state';
import styles from './suggested-search.module.css';
import { useDebouncedValue } from './use-debounced-value';
import { apiRoutes } from '@/lib/api/routes';
import { SEARCH_FORM_TOOL, SEARCH_QUERY_PARAM } from '@/lib/agents/webmcp';
import { DEFAULT_SUGGESTIONS } from '@/lib/contract/limits';

/** Suggestions wait until typing pauses this long (spec section 7). */
export const SUGGESTION_DEBOUNCE_MS = 800;

// One request at a time for the whole page; a request superseded while waiting never starts.
const enqueue = createSerialQueue();

export interface SuggestedSearchProps {
  /** Public address of the search results page, with the page's carried parameters: the form's GET target without JavaScript. */
  action: string;
  shop: string;
  links: LinkContext;
  /** The query of the search results page the box is on ('' on other pages): in the field, server-rendered too. */
  query: string;
}

/**
 * The header's search box with product suggestions (WAI-ARIA combobox with a listbox). Without
 * JavaScript it is a plain GET form to the search page.
 */
export function SuggestedSearch({ action, shop, links, query }: SuggestedSearchProps) {
  const t = useTranslations('SuggestedSearch');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [state, dispatch] = useReducer(suggestionReducer, query, (shown) => suggestionReducer(initialSuggestionState, { type: 'pageQuery', query: shown }));
  // A navigation to another search (back, forward, a submit) shows its query (adjusted while rendering).
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    dispatch({ type: 'pageQuery', query });
  }
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page was interactive is in the field but not in the state yet. The page's own
  // query is not typing and opens no list (after a navigation the field shows it already).
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== query) dispatch({ type: 'input', query: typed });
  }, [query]);
  // Only typed text is asked about: a results page's query in the field asks for nothing.
  const asked = useDebouncedValue(state.open ? suggestionQuery(state.query) : null, SUGGESTION_DEBOUNCE_MS);
  const { data } = useQuery({
    queryKey: queryKeys.suggestions(shop, locale, asked ?? ''),
    enabled: asked !== null,
    queryFn: ({ signal }) => enqueue(() => shopApi(apiRoutes.search.suggestedSearch,
      { query: { q: asked!, limit: DEFAULT_SUGGESTIONS, locale } }, { signal }), signal),
  });
  const items: SuggestionPayload[] = state.open && suggestionQuery(state.query) !== null ? (data ?? []) : [];
  const expanded = items.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  // A GET form's action loses its query: the carried shop and preview go as hidden fields.
  const results = formTarget(action);

  const go = (href: string) => {
    dispatch({ type: 'close' });
    router.push(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = enterTarget(state, items.length);
    if (target.kind === 'suggestion') go(hrefFor(items[target.index]!.href, links));
    else if (target.kind === 'search') go(`${results.action}?${new URLSearchParams({ ...results.fields, q: target.q })}`);
    else dispatch({ type: 'emptySubmit' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch({ type: event.key === 'ArrowDown' ? 'down' : 'up', count: items.length });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'escape' });
    }
  };

  return (
    <form action={results.action} method="get" role="search" className={`site-header__search ${styles.form}`} onSubmit={submit} {...SEARCH_FORM_TOOL}
      data-enhanced={hydrated || undefined}>
      {Object.entries(results.fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <label htmlFor={`${id}-input`} className="visually-hidden">{t('label')}</label>
      <div className={styles.field}>
        <input
          // A text field, not type="search": HTML allows the combobox role on text inputs only. The
          // keyboard still offers "search" as its enter key.
          ref={input} id={`${id}-input`} name="q" {...SEARCH_QUERY_PARAM} type="text" inputMode="search" enterKeyHint="search" autoComplete="off"
          maxLength={MAX_QUERY_LENGTH} role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={`${id}-list`}
          aria-activedescendant={expanded && state.selected >= 0 ? optionId(state.selected) : undefined}
          placeholder={state.emptySubmitted ? t('noEmptySubmit') : t('placeholder')}
          value={state.query}
          onChange={(event) => dispatch({ type: 'input', query: event.target.value })}
          onKeyDown={onKeyDown}
          onBlur={() => dispatch({ type: 'close' })}
          className={state.emptySubmitted ? styles.empty : undefined}
        />
        <ul id={`${id}-list`} role="listbox" aria-label={t('suggestions')} className={styles.list} hidden={!expanded}>
          {items.map((item, index) => (
            <li
              key={item.productId} id={optionId(index)} role="option" aria-selected={index === state.selected}
              className={styles.option}
              // Keeps the focus in the input, so the list is still there when the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => dispatch({ type: 'hover', index })}
              onClick={() => go(hrefFor(item.href, links))}
            >
              {item.image && <Image src={item.image.url} alt="" width={40} height={40} />}
              <span className={styles.name}>{item.name}</span>
              <span className={styles.price}>{item.price.formatted}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit">{t('submit')}</button>
      <p role="status" className="visually-hidden">
        {state.emptySubmitted ? t('noEmptySubmit') : expanded ? t('available', { count: items.length }) : ''}
      </p>
    </form>
  );
}
