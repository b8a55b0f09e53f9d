import { BackOfficeFrame } from '@/components/owner/back-office-frame';
import { BACK_OFFICE_TEXT_KEYS } from '@/components/owner/back-office-labels';
import type { UiLanguage } from '@/lib/i18n/locales';
import type { Shop } from '@/lib/server/shop/types';
import { texts } from '../_lib/texts';

/** The editor bar's side of a framing back office, with its texts in the owner's language and the shop's allowed origins. */
export async function EditorBackOffice({ shop, language }: { shop: Shop; language: UiLanguage }) {
  const labels = await texts(language, 'BackOffice', BACK_OFFICE_TEXT_KEYS);
  return <BackOfficeFrame origins={shop.backOfficeOrigins} labels={labels} />;
}
