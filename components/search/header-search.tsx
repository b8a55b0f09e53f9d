'use client';

import { useSearchParams, useSelectedLayoutSegment } from 'next/navigation';
import { readSearchState } from '@/lib/search/search-url';
import { SuggestedSearch, type SuggestedSearchProps } from './suggested-search';

type Props = Omit<SuggestedSearchProps, 'query'>;

/**
 * The header's search box, showing the query of the search results page it is on. The page is told by
 * the segment below the storefront layout, the same on the server and in the browser whatever address
 * was rewritten to it (/search, /de/search, /editor/search). Only there is the query read: reading it
 * while a cached page is prerendered would make Next leave the box out of that page's HTML (or fail the build).
 */
export function HeaderSearch(props: Props) {
  return useSelectedLayoutSegment() === 'search' ? <SearchPageBox {...props} /> : <SuggestedSearch {...props} query="" />;
}

function SearchPageBox(props: Props) {
  // The query as the results page searched for it (trimmed, capped).
  const { q } = readSearchState(new URLSearchParams(useSearchParams().toString()));
  return <SuggestedSearch {...props} query={q} />;
}
