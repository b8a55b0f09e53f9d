import { z } from 'zod';
import { UI_LANGUAGES } from '@/lib/i18n/locales';
import type { MessageSources } from '@/lib/i18n/message-sources';
import { defineEndpoint } from './endpoint';

/** Namespaces of keys (nested keys allowed) to ICU messages, as messages/<language>.json holds them. */
export const messageSourcesSchema: z.ZodType<MessageSources> = z.record(
  z.string(),
  z.union([z.string(), z.lazy(() => messageSourcesSchema)]),
).meta({ id: 'MessageSources' });

export const translationEndpoints = {
  getTranslations: defineEndpoint({
    method: 'GET', path: '/translations/{language}', tag: 'Translations', auth: 'public', openWhenClosed: true,
    summary: 'The interface texts of one of the app\'s 17 languages as written (ICU messages, the shape of messages/<language>.json), '
      + 'for the in-context translation editor: pages get them compiled, which is no text to edit. An unknown language: 400.',
    params: z.object({ language: z.enum(UI_LANGUAGES) }),
    response: messageSourcesSchema,
  }),
};
