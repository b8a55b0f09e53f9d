'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { showApiError } from '@/lib/api/browser';

/** Spec section 4: saving, then saved on success, or cleared on failure. */
export type SiteSaveStatus = 'idle' | 'saving' | 'saved';

export interface SiteSave {
  status: SiteSaveStatus;
  /**
   * Runs one write of a site module (a page's settings, the navigation, the shop's settings, a theme
   * style): the status says saving, then saved; on success the server-rendered screen is refreshed so
   * the canvas, the modules and the list of site changes waiting show what was saved. On failure the status is cleared,
   * `restore` puts back the memorised state, and the error is shown at the field (`onError` answers
   * true) or in the notification overlay. Answers the write's result, or undefined when it failed.
   */
  run<T>(write: () => Promise<T>, options?: { restore?: () => void; onError?: (error: ApiError) => boolean }): Promise<T | undefined>;
}

export function useSiteSave(): SiteSave {
  const router = useRouter();
  const [status, setStatus] = useState<SiteSaveStatus>('idle');
  // Several writes may overlap (two fields saved in a row): the status follows the last one.
  const latest = useRef(0);
  const run = useCallback(async <T,>(write: () => Promise<T>, options: { restore?: () => void; onError?: (error: ApiError) => boolean } = {}) => {
    const call = ++latest.current;
    setStatus('saving');
    try {
      const result = await write();
      if (call === latest.current) setStatus('saved');
      router.refresh();
      return result;
    } catch (error) {
      if (call === latest.current) setStatus('idle');
      options.restore?.();
      if (!(error instanceof ApiError && options.onError?.(error))) showApiError(error);
      return undefined;
    }
  }, [router]);
  return { status, run };
}
