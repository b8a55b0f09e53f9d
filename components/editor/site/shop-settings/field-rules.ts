import { fill, type ValidationTextKey } from '../../labels';

export type ValidationText = Record<ValidationTextKey, string>;

/** Why a text is not taken: longer than the server stores (EditorValidation's words); null when it fits. */
export function lengthError(value: string, max: number, validation: ValidationText): string | null {
  return value.length > max ? fill(validation.tooLong, { max }) : null;
}
