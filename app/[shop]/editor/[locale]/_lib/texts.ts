import { getTranslations } from 'next-intl/server';
import type { UiLanguage } from '@/lib/i18n/locales';

/**
 * One namespace's texts by key, raw, for the editor's client subtree: the client fills placeholders such
 * as {name} itself (`fill` in components/editor/labels.ts), and carries no message catalogue.
 */
export async function texts<K extends string>(language: UiLanguage, namespace: string, keys: readonly K[]): Promise<Record<K, string>> {
  const t = await getTranslations({ locale: language, namespace });
  return Object.fromEntries(keys.map((key) => [key, t.raw(key) as string])) as Record<K, string>;
}
