'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { SiteSave } from '../use-site-save';
import { apiFieldErrors, type FieldErrors, type FieldName } from './field-errors';
import type { PagesTexts } from './labels';
import { isStaleVersion } from '@/lib/api/stale-version';

/** What a settings form does when another save came first (409): takes the settings as they are now. */
export type OnStale = (current: Record<string, unknown> | null, currentVersion: number) => void;


/**
 * A page manager form's messages at its fields and its one write: refused by the checks before
 * sending, or sent through the module's save (status, refresh), with the API's refusals of the form's
 * `fields` shown at them instead of in the notification overlay. A settings form's save names the
 * settings' version; when someone else saved first, `onStale` shows their values, the form says so
 * (`notice`), and the module's lists are refreshed.
 */
export function useEntryForm(texts: PagesTexts, save: SiteSave, fields: readonly FieldName[]) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const refuse = (found: FieldErrors) => {
    setErrors(found);
    setRefusals((count) => count + 1);
  };
  return {
    errors,
    refusals,
    busy,
    /** Why the form now shows other values than the owner typed; null while none. */
    notice,
    /** Takes a field's message away as the owner changes its value. */
    clear(field: FieldName) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
    },
    /** Shows what the checks found, or sends the write; answers its result, or undefined when refused or failed. */
    async send<T>(checked: FieldErrors, write: () => Promise<T>, onStale?: OnStale): Promise<T | undefined> {
      setNotice(null);
      if (Object.keys(checked).length > 0) {
        refuse(checked);
        return undefined;
      }
      setBusy(true);
      const result = await save.run(write, {
        onError(error) {
          if (onStale && isStaleVersion(error)) {
            onStale((error.body?.current as Record<string, unknown> | null) ?? null, Number(error.body?.currentVersion));
            setNotice(texts.changedElsewhere);
            router.refresh();
            return true;
          }
          const found = apiFieldErrors(error, texts, fields);
          if (found) refuse(found);
          return found !== null;
        },
      });
      setBusy(false);
      return result;
    },
  };
}
