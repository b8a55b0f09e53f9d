import { ApiError } from '@/lib/api/client';
import { fill } from '../../labels';
import type { MarketsText } from './labels';

/** Why the API refused a write, and the field it is about (null: the form as a whole). */
export interface Refusal {
  field: string | null;
  message: string;
}

/** The business rules the module translates, each shown by the field it is about. */
const RULE_FIELDS = { CountryInOtherMarket: 'countries', PrimaryCurrencyFixed: 'currency', UnknownCountry: 'country', PrimaryMarket: null } as const;
const isRule = (code: string | undefined): code is keyof typeof RULE_FIELDS => code !== undefined && code in RULE_FIELDS;

/**
 * A refused write as the owner reads it: a business rule in the owner's language by its field; a
 * field the API's validation named (`body.currency`) with the API's reason; anything else as a whole.
 */
export function refusalOf(error: unknown, text: MarketsText): Refusal {
  if (!(error instanceof ApiError)) return { field: null, message: fill(text.saveFailed, { reason: error instanceof Error ? error.message : String(error) }) };
  if (isRule(error.code)) return { field: RULE_FIELDS[error.code], message: text[error.code] };
  const fields = error.body?.errors;
  const first = Array.isArray(fields) ? (fields[0] as { path?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof first?.path === 'string' && first.path.startsWith('body.') && typeof first.message === 'string') {
    return { field: first.path.slice('body.'.length).split('.')[0]!, message: first.message };
  }
  return { field: null, message: fill(text.saveFailed, { reason: error.message }) };
}
