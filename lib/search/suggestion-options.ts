import type { SuggestedLinkPayload, SuggestionGroupsPayload, SuggestionPayload } from '@/lib/contract/search';

/** What one option of the suggestion box does; the list is one sequence the arrows move through. */
export type SuggestionOption =
  | { kind: 'search'; q: string }
  | { kind: 'recent'; q: string }
  | { kind: 'product'; product: SuggestionPayload }
  | { kind: 'link'; link: SuggestedLinkPayload };

export type GroupName = 'recent' | 'products' | 'categories' | 'pages' | 'brands';

/** A titled group of options; `first` is the index of its first option in the whole list. */
export interface OptionGroup {
  name: GroupName;
  first: number;
  options: SuggestionOption[];
}

export interface SuggestionList {
  /** "Search for …", first when something was typed. */
  searchFor: SuggestionOption | null;
  groups: OptionGroup[];
  /** Every option in the order shown. */
  options: SuggestionOption[];
}

const LINK_GROUPS = ['categories', 'pages', 'brands'] as const;

function listOf(searchFor: SuggestionOption | null, grouped: [GroupName, SuggestionOption[]][]): SuggestionList {
  const options: SuggestionOption[] = searchFor ? [searchFor] : [];
  const groups: OptionGroup[] = [];
  for (const [name, items] of grouped) {
    if (items.length === 0) continue;
    groups.push({ name, first: options.length, options: items });
    options.push(...items);
  }
  return { searchFor, groups, options };
}

/** The box while typing: "Search for q", then the answer's groups in a fixed order (empty ones left out). */
export function typedList(q: string, answer: SuggestionGroupsPayload | undefined): SuggestionList {
  return listOf({ kind: 'search', q }, [
    ['products', (answer?.products ?? []).map((product) => ({ kind: 'product', product }))],
    ...LINK_GROUPS.map((name): [GroupName, SuggestionOption[]] => [name, (answer?.[name] ?? []).map((link) => ({ kind: 'link', link }))]),
  ]);
}

/** The empty, focused box: the shopper's recent searches. */
export function recentList(recent: string[]): SuggestionList {
  return listOf(null, [['recent', recent.map((q) => ({ kind: 'recent', q }))]]);
}
