'use client';

import { useState } from 'react';
import type { SiteSave } from '../use-site-save';
import { apiFieldErrors, type FieldErrors, type FieldName } from './field-errors';
import type { PagesTexts } from './labels';

/**
 * A page manager form's messages at its fields and its one write: refused by the checks before
 * sending, or sent through the module's save (status, refresh), with the API's refusals of the form's
 * `fields` shown at them instead of in the notification overlay.
 */
export function useEntryForm(texts: PagesTexts, save: SiteSave, fields: readonly FieldName[]) {
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
    /** Takes a field's message away as the owner changes its value. */
    clear(field: FieldName) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
    },
    /** Shows what the checks found, or sends the write; answers its result, or undefined when refused or failed. */
    async send<T>(checked: FieldErrors, write: () => Promise<T>): Promise<T | undefined> {
      if (Object.keys(checked).length > 0) {
        refuse(checked);
        return undefined;
      }
      setBusy(true);
      const result = await save.run(write, {
        onError(error) {
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
