import { z } from 'zod';
import { parseVideoUrl } from '@/lib/blocks/video-id';
import { fill, type WorkbenchLabels } from '../labels';

type ValidationTexts = WorkbenchLabels['validation'];

/** What a rule makes of the owner's text: the value to store, or why there is none. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** How a field's text and its stored value map onto each other. */
export interface FieldRule<T> {
  check(text: string): Checked<T>;
  format(value: T): string;
}

/** The owner's words for a schema's refusal; `refused` words the field's own rule (a refine). */
function messageOf(issue: z.core.$ZodIssue, texts: ValidationTexts, refused?: string): string {
  if (issue.code === 'too_big' && issue.origin === 'string') return fill(texts.tooLong, { max: Number(issue.maximum) });
  if (issue.code === 'too_big' && issue.origin === 'array') return fill(texts.tooMany, { max: Number(issue.maximum) });
  if (issue.code === 'custom' && refused) return refused;
  return texts.invalid;
}

/** A value checked by the block's own schema, as the server will check it. */
export function checkWith<T>(schema: z.ZodType<T>, input: unknown, texts: ValidationTexts, refused?: string): Checked<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: messageOf(result.error.issues[0]!, texts, refused) };
}

/** A text field of a schema; `refused` is the message for the schema's own rule (a link's schemes). */
export function textRule<T extends string | undefined>(schema: z.ZodType<T>, texts: ValidationTexts, refused?: string): FieldRule<T | undefined> {
  return { check: (text) => checkWith(schema, text, texts, refused), format: (value) => value ?? '' };
}

/** A video link (a video block's, a video slide's): taken when the view will find a video in it, or empty (no video). */
export function videoLinkRule(schema: z.ZodType<string | undefined>, texts: ValidationTexts): FieldRule<string | undefined> {
  return {
    check(text) {
      const checked = checkWith(schema, text, texts);
      if (!checked.ok || text.trim() === '' || parseVideoUrl(text)) return checked;
      return { ok: false, error: texts.noVideo };
    },
    format: (value) => value ?? '',
  };
}

/** The number schema inside a field's optional or default wrappers, which holds its bounds. */
function numberSchemaOf(schema: z.ZodType): z.ZodNumber | null {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodNumber ? inner : null;
}

/** A number field's rule, with the bounds its input offers. */
export type NumberRule<T> = FieldRule<T> & { min?: number; max?: number; step?: number };

/**
 * A number field of a schema, whose bounds make its message ("Enter a whole number from 1 to 24").
 * Empty is no value, which only an optional field takes: a field with a default keeps its last number.
 */
export function numberRule<T extends number | undefined>(schema: z.ZodType<T>, texts: ValidationTexts, step?: number): NumberRule<T | undefined> {
  const number = numberSchemaOf(schema);
  const min = number?.minValue ?? undefined;
  const max = number?.maxValue ?? undefined;
  const range = min !== undefined && max !== undefined ? fill(number?.isInt ? texts.wholeNumberRange : texts.numberRange, { min, max }) : texts.invalid;
  return {
    min, max, step: step ?? (number?.isInt ? 1 : undefined),
    check(text) {
      const input = text.trim() === '' ? undefined : Number(text);
      const result = schema.safeParse(input);
      return result.success && (input !== undefined || result.data === undefined) ? { ok: true, value: result.data } : { ok: false, error: range };
    },
    format: (value) => (value === undefined ? '' : String(value)),
  };
}

/** A toggle's state: the stored one, or its schema's default for a block stored without it. */
export function toggleState(schema: z.ZodType<boolean>, value: boolean | undefined): boolean {
  return value ?? schema.parse(undefined);
}
