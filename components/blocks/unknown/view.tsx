import { useTranslations } from 'next-intl';

/** What a block of a type this build does not know shows (spec section 8). */
export function UnknownBlock({ type }: { type: string }) {
  const t = useTranslations('Blocks');
  return <p className="block-unknown">{t('unknownType', { type })}</p>;
}

/** What the owner's canvas shows of a block whose data no longer fits its type; shoppers see nothing of it. */
export function BrokenBlock({ type }: { type: string }) {
  const t = useTranslations('Blocks');
  return <p className="block-unknown" role="note">{t('brokenBlock', { type })}</p>;
}
