import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { shopApi } from '@/lib/api/browser';
import { searchRoutes } from '@/lib/api/routes/search';
import type { SuggestionPayload } from '@/lib/contract/search';
import { DEFAULT_SUGGESTIONS } from '@/lib/contract/limits';
import { suggestionQuery } from '@/lib/search/suggestion-state';

/** The owner is looking for a product to add, not browsing: a short pause is enough to ask. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250;

/**
 * Products whose name matches the typed text (the header search's suggestions: names, ids and
 * images), asked once typing pauses. A newer question aborts the one still running, so an old
 * answer never replaces a newer one; the last answer stays while the next one is on its way.
 */
export function useProductSearch(text: string) {
  const asked = useDebouncedValue(suggestionQuery(text), PRODUCT_SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ q: string; results: SuggestionPayload[] } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (asked === null) return;
    const controller = new AbortController();
    shopApi(searchRoutes.suggestedSearch, { query: { q: asked, limit: DEFAULT_SUGGESTIONS } }, { signal: controller.signal, silent: true })
      .then((results) => { if (!controller.signal.aborted) setAnswer({ q: asked, results }); })
      .catch(() => { if (!controller.signal.aborted) setFailedFor(asked); });
    return () => controller.abort();
  }, [asked, attempt]);

  const failed = asked !== null && failedFor === asked;
  return {
    results: asked === null || failed ? null : answer?.results ?? null,
    searching: asked !== null && !failed && answer?.q !== asked,
    /** An answer for the text as it was last asked has come, and it is empty. */
    nothingFound: asked !== null && answer?.q === asked && answer.results.length === 0,
    failed,
    retry: () => { setFailedFor(null); setAttempt((n) => n + 1); },
  };
}
