import { useTranslations } from 'next-intl';

/** What a block of a type this build does not know shows (spec section 8). */
export function UnknownBlock({ type }: { type: string }) {
  const t = useTranslations('Blocks');
  return <p className="block-unknown">{t('unknownType', { type })}</p>;
}
