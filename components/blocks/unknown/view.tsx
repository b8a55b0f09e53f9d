import { getTranslations } from 'next-intl/server';
import type { BlockViewProps } from '../types';

/** What a block of a type this build does not know shows (spec section 8). */
export async function UnknownBlock({ block }: BlockViewProps) {
  const t = await getTranslations('Blocks');
  return <p className="block-unknown">{t('unknownType', { type: block.type })}</p>;
}
