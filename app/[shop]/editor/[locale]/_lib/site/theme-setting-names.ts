import type { ThemeSettingNames } from '@/components/editor/site/theme/labels';
import type { UiLanguage } from '@/lib/i18n/locales';
import { loadMessageSources, type MessageSources } from '@/lib/i18n/message-sources';

/** The texts of one level of the messages, without deeper levels. */
const textsOf = (node: string | MessageSources | undefined): Record<string, string> => (typeof node === 'object'
  ? Object.fromEntries(Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {});

/**
 * The built-in theme settings' names and their options' names in the owner's language (namespace
 * EditorThemeSettings: `names` by setting key, `options` by setting key and option value), as written.
 */
export async function themeSettingNames(language: UiLanguage): Promise<ThemeSettingNames> {
  const namespace = (await loadMessageSources(language)).EditorThemeSettings;
  const options = typeof namespace === 'object' ? namespace.options : undefined;
  return {
    names: textsOf(typeof namespace === 'object' ? namespace.names : undefined),
    options: typeof options === 'object' ? Object.fromEntries(Object.entries(options).map(([key, node]) => [key, textsOf(node)])) : {},
  };
}
