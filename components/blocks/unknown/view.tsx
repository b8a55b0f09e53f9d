import { getTranslations } from 'next-intl/server';

/** What a block of a type this build does not know shows (spec section 8). */
export async function UnknownBlock({ type }: { type: string }) {
  const t = await getTranslations('Blocks');
  return <p className="block-unknown">{t('unknownType', { type })}</p>;
}
