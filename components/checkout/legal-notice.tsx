import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import styles from './checkout.module.css';

/** The notice under every step linking the terms, privacy policy and right of withdrawal. */
export async function LegalNotice({ links }: { links: LinkContext }) {
  const t = await getTranslations('Checkout');
  const href = (slug: string) => hrefFor(routes.legal(slug), links);
  return (
    <p className={styles.legalNotice}>
      {t.rich('legalNotice', {
        tac: (chunks: ReactNode) => <Link href={href('tac')}>{chunks}</Link>,
        privacy: (chunks: ReactNode) => <Link href={href('privacy')}>{chunks}</Link>,
        withdrawal: (chunks: ReactNode) => <Link href={href('withdrawal')}>{chunks}</Link>,
      })}
    </p>
  );
}
