'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { editorTargetIn } from './editor-target';
import { AddPageLanguageDialog } from './add-page-language-dialog';
import type { PageLanguageTexts } from './labels';
import type { UntranslatedPage } from './page-not-in-language';

/**
 * Opens the page edited in `current` in another of the shop's languages; when it has no title there, the
 * dialog that adds it there first (`dialog`, rendered by the caller), after which it opens there.
 * `switchTo` answers whether the page opened at once.
 */
export function useContentLanguageSwitch(current: string, defaultLocale: string, texts: PageLanguageTexts): {
  switchTo: (to: string) => Promise<boolean>; dialog: ReactNode;
} {
  const router = useRouter();
  const [missing, setMissing] = useState<{ to: string; page: UntranslatedPage } | null>(null);
  const switchTo = async (to: string) => {
    const target = await editorTargetIn(current, to, defaultLocale);
    if ('missing' in target) {
      setMissing({ to, page: target.missing });
      return false;
    }
    router.push(target.path);
    return true;
  };
  const dialog = missing && (
    <AddPageLanguageDialog page={missing.page} to={missing.to} defaultLocale={defaultLocale} texts={texts}
      onAdded={() => { setMissing(null); void switchTo(missing.to); }} onClose={() => setMissing(null)} />
  );
  return { switchTo, dialog };
}
