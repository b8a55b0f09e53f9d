import type { ApiError } from '@/lib/api/client';
import { isContentSlug } from '@/lib/content/slug';
import type { PagesTexts } from './labels';

/** The fields of the page manager's forms that can show why a value is not taken. */
export type FieldName = 'title' | 'slug' | 'parent' | 'titleTag' | 'metaDescription';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The form field each request field (`body.newSlug`, `params.slug`) is typed into. */
const FIELD_OF = new Map<string, FieldName>([
  ['title', 'title'], ['newTitle', 'title'], ['slug', 'slug'], ['newSlug', 'slug'], ['titleTag', 'titleTag'],
  ['metaDescription', 'metaDescription'], ['pageParentSlug', 'parent'],
]);
/** Refusals of the parent chosen for a new page (422). */
const PARENT_REFUSALS = new Set(['NavigationTooDeep', 'UnknownParentPage', 'InvalidParentPage']);

/**
 * What the checks before sending find in a title and a slug: a title is needed, a slug must follow
 * the rule, and must not be one another page (or category) already has.
 */
export function checkTitleAndSlug(
  title: string, slug: string, takenSlugs: ReadonlySet<string>, texts: Pick<PagesTexts, 'titleRequired' | 'slugInvalid' | 'slugTaken'>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!title.trim()) errors.title = texts.titleRequired;
  if (!isContentSlug(slug)) errors.slug = texts.slugInvalid;
  else if (takenSlugs.has(slug)) errors.slug = texts.slugTaken;
  return errors;
}

/**
 * An API refusal as messages at the fields it is about: a taken slug (409), fields the API refused
 * (400, named by their path) and a parent a page cannot go under (422). Null when the refusal is about
 * no field of the form: the notification overlay shows it instead.
 */
export function apiFieldErrors(error: ApiError, texts: PagesTexts, fields: readonly FieldName[]): FieldErrors | null {
  const errors: FieldErrors = {};
  if (error.status === 409 && error.code !== 'StaleVersion') errors.slug = texts.slugTaken;
  if (error.status === 422 && error.code && PARENT_REFUSALS.has(error.code)) errors.parent = texts.parentRefused;
  if (error.status === 400) {
    const refused = Array.isArray(error.body?.errors) ? error.body.errors as { path?: unknown }[] : [];
    for (const { path } of refused) {
      const field = typeof path === 'string' ? FIELD_OF.get(path.split('.')[1] ?? '') : undefined;
      if (field) errors[field] = field === 'slug' ? texts.slugInvalid : texts.notAccepted;
    }
  }
  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field as FieldName)));
  return Object.keys(shown).length > 0 ? shown : null;
}
