import { translationEndpoints } from '@/lib/contract/translations';
import { handle } from '@/lib/http/handle';
import { loadMessageSources } from '@/lib/i18n/message-sources';

export const GET = handle(translationEndpoints.getTranslations, ({ params }) => loadMessageSources(params.language));
