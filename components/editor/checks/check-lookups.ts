'use client';

import { useEffect, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import type { CheckLookups } from '@/lib/content/checks/types';
import { useEditor } from '../editor-store-context';
import type { DocumentRef } from '../state/store';

/** What the server looks up for the checks of the document's saved draft (links, the theme, byte sizes, languages). */
export async function fetchCheckLookups({ kind, id }: DocumentRef, silent = false): Promise<CheckLookups> {
  return (await shopApi(documentRoutes.checkDocument, { params: { kind, id } }, { silent })).lookups;
}

/** The lookups as a publish of one language (null: every language) sees them: only that language's missing texts count. */
export function forLanguage(lookups: CheckLookups, locale: string | null): CheckLookups {
  return locale === null ? lookups : { ...lookups, missingTexts: lookups.missingTexts.filter((text) => text.locale === locale) };
}

/**
 * The checks run in the browser on the store's draft, so the panel follows every edit at once (a fixed
 * colour drops its finding before the autosave lands); only what the rules cannot know is asked of the
 * server, once when the panel opens and again when a save or publish moves the version (a link added
 * since is then looked up). `failed` offers a retry; null while the first answer is on its way.
 */
export function useCheckLookups(): { lookups: CheckLookups | null; failed: boolean; retry(): void } {
  const document = useEditor((s) => s.document);
  const version = useEditor((s) => s.version);
  const [lookups, setLookups] = useState<CheckLookups | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    // A failure is shown as a notification by shopApi; the last lookups stay in use meanwhile.
    fetchCheckLookups(document)
      .then((answer) => { if (current) { setLookups(answer); setFailed(false); } })
      .catch(() => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [document, version, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { lookups, failed, retry };
}
