'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { shopApi } from '@/lib/api/browser';
import { queryKeys } from '@/lib/queries/keys';
import { formTarget, hrefFor, type LinkContext } from '@/lib/routing/links';
import { reportClick } from '@/lib/search/search-beacon';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '@/lib/search/recent-searches';
import { createSerialQueue } from '@/lib/search/serial-queue';
import { recentList, typedList, type SuggestionOption } from '@/lib/search/suggestion-options';
import {
  enterTarget, initialSuggestionState, MAX_QUERY_LENGTH, suggestionQuery, suggestionReducer,
} from '@/lib/search/suggestion-state';
import { Highlighted } from './highlighted';
import styles from './suggested-search.module.css';
import { useDebouncedValue } from './use-debounced-value';
import { searchRoutes } from '@/lib/api/routes/search';
import { SEARCH_FORM_TOOL, SEARCH_QUERY_PARAM } from '@/lib/agents/webmcp';
import { DEFAULT_GROUPED_PRODUCTS } from '@/lib/contract/limits';

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
 * The header's search box with predictive search (WAI-ARIA combobox with a grouped listbox): "Search
 * for …" first, then products, categories, pages and brands, the typed part marked; when empty and
 * focused, the shopper's recent searches (this browser only). Without JavaScript it is a plain GET form
 * to the search page.
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
  const [recent, setRecent] = useState<string[]>([]);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page was interactive is in the field but not in the state yet. The page's own
  // query is not typing and opens no list (after a navigation the field shows it already).
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== query) dispatch({ type: 'input', query: typed });
  }, [query]);
  // Only typed text is asked about: a results page's query in the field asks for nothing.
  const typed = state.open ? suggestionQuery(state.query) : null;
  const settled = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  // Keyed by what is typed now, asked only once typing pauses: typing on leaves the request in flight
  // without a reader, which aborts it (its signal), while the earlier answer stays shown.
  const { data } = useQuery({
    queryKey: queryKeys.suggestionGroups(shop, locale, typed ?? ''),
    enabled: typed !== null && settled === typed,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => enqueue(() => shopApi(searchRoutes.suggestedSearchGroups,
      { query: { q: typed!, limit: DEFAULT_GROUPED_PRODUCTS, locale } }, { signal }), signal),
  });
  const list = !state.open ? null : typed !== null ? typedList(typed, data) : state.query.trim() === '' ? recentList(recent) : null;
  const options = list?.options ?? [];
  // "Search for …" alone adds nothing to the field itself until an answer came.
  const expanded = options.length > 0 && (list?.searchFor === null || data !== undefined);
  const optionId = (index: number) => `${id}-option-${index}`;
  // A GET form's action loses its query: the carried shop and preview go as hidden fields.
  const results = formTarget(action);

  const go = (href: string) => {
    dispatch({ type: 'close' });
    router.push(href);
  };
  const search = (q: string) => {
    setRecent(rememberSearch(shop, q));
    go(`${results.action}?${new URLSearchParams({ ...results.fields, q })}`);
  };
  const choose = (option: SuggestionOption) => {
    if (option.kind === 'search' || option.kind === 'recent') return search(option.q);
    if (option.kind === 'product') reportClick(state.query);
    go(hrefFor(option.kind === 'product' ? option.product.href : option.link.href, links));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = enterTarget(state, expanded ? options.length : 0);
    if (target.kind === 'suggestion') choose(options[target.index]!);
    else if (target.kind === 'search') search(target.q);
    else dispatch({ type: 'emptySubmit' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch({ type: event.key === 'ArrowDown' ? 'down' : 'up', count: expanded ? options.length : 0 });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'escape', listShown: expanded });
    }
  };
  const onFocus = () => {
    setRecent(readRecentSearches(shop));
    dispatch({ type: 'focus' });
  };
  const clear = () => {
    clearRecentSearches(shop);
    setRecent([]);
    input.current?.focus();
  };

  const option = (item: SuggestionOption, index: number) => (
    <div
      key={index} id={optionId(index)} role="option" aria-selected={index === state.selected} className={styles.option}
      // Keeps the focus in the input, so the list is still there when the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => dispatch({ type: 'hover', index })}
      onClick={() => choose(item)}
    >
      {item.kind === 'search' && <span className={styles.name}>{t('searchFor', { query: item.q })}</span>}
      {item.kind === 'recent' && <span className={styles.name}>{item.q}</span>}
      {item.kind === 'product' && <>
        {item.product.image && <Image src={item.product.image.url} alt="" width={40} height={40} />}
        <span className={styles.name}><Highlighted text={item.product.name} query={typed ?? ''} /></span>
        <span className={styles.price}>{item.product.price.formatted}</span>
      </>}
      {item.kind === 'link' && <span className={styles.name}><Highlighted text={item.link.label} query={typed ?? ''} /></span>}
    </div>
  );

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
          onFocus={onFocus}
          // The clear button of the recent searches takes the focus without closing the list it sits in.
          onBlur={(event) => { if (!event.relatedTarget?.closest(`.${styles.list}`)) dispatch({ type: 'close' }); }}
          className={state.emptySubmitted ? styles.empty : undefined}
        />
        <div className={styles.list} hidden={!expanded}>
          <div id={`${id}-list`} role="listbox" aria-label={t('suggestions')}>
            {expanded && list?.searchFor && option(list.searchFor, 0)}
            {expanded && list?.groups.map((group) => (
              <div key={group.name} role="group" aria-labelledby={`${id}-${group.name}`}>
                <div id={`${id}-${group.name}`} role="presentation" className={styles.group}>{t(group.name)}</div>
                {group.options.map((item, i) => option(item, group.first + i))}
              </div>
            ))}
          </div>
          {expanded && list?.searchFor === null && (
            <button type="button" className={styles.clear} onMouseDown={(event) => event.preventDefault()} onClick={clear}
              onBlur={() => dispatch({ type: 'close' })}>{t('clearRecent')}</button>
          )}
        </div>
      </div>
      <button type="submit">{t('submit')}</button>
      <p role="status" className="visually-hidden">
        {state.emptySubmitted ? t('noEmptySubmit') : expanded ? t('available', { count: options.length }) : ''}
      </p>
    </form>
  );
}
