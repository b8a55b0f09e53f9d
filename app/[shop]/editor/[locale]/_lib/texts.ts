import type { UiLanguage } from '@/lib/i18n/locales';
import { loadMessageSources, messageSource } from '@/lib/i18n/message-sources';

/**
 * One namespace's texts by key, as written, for the editor's client subtree: the client fills placeholders
 * such as {name} itself (`fill` in components/editor/labels.ts), and carries no message catalogue. They
 * come from the language's file, since the build's precompiled messages are no longer strings; a key the
 * language lacks shows as `Namespace.key`, as next-intl shows a missing message.
 */
export async function texts<K extends string>(language: UiLanguage, namespace: string, keys: readonly K[]): Promise<Record<K, string>> {
  const sources = await loadMessageSources(language);
  return Object.fromEntries(keys.map((key) => [key, messageSource(sources, namespace, key) ?? `${namespace}.${key}`])) as Record<K, string>;
}
