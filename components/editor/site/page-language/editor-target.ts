import { loadChunk } from '@/components/shell/chunk-load';
import { PageNotInLanguage, type UntranslatedPage } from './page-not-in-language';

/** Where the open page is in another language: its editor address, or the page itself when it has no title there. */
export type LanguageTarget = { path: string } | { missing: UntranslatedPage };

/**
 * The editor's address of the open page in another of the shop's languages, worked out as the storefront's
 * language menu does (switch-language.ts: a category's or product's slug in the other language), a page's
 * through the document API (editor-page-lookup.ts); the start page in that language when the slug cannot
 * be worked out; the page itself when it has no title in that language (PageNotInLanguage).
 */
export async function editorTargetIn(current: string, to: string, defaultLocale: string): Promise<LanguageTarget> {
  try {
    const [{ currentPathIn }, { editorLookup }] = await loadChunk(() => Promise.all([
      import('@/components/shell/switch-language'), import('../editor-page-lookup'),
    ]));
    return { path: await currentPathIn(current, to, defaultLocale, editorLookup) };
  } catch (error) {
    if (error instanceof PageNotInLanguage) return { missing: error.page };
    return { path: `/editor${to === defaultLocale ? '' : `/${to}`}${window.location.search}` };
  }
}

