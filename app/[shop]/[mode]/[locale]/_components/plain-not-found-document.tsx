import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

interface Props {
  /** A language we have texts in: the address's, the shop's, or English. */
  language: string;
  children?: ReactNode;
}

/**
 * The not-found page where there is no shop layout to show it in (an address that names no shop, a
 * closed shop): a plain but complete document (language, title from the metadata, heading, text and a
 * way to the start page).
 */
export async function PlainNotFoundDocument({ language, children }: Props) {
  const t = await getTranslations({ locale: language, namespace: 'NotFound' });
  return (
    <html lang={language}>
      <body>
        <main id="main" className="status-page">
          <p className="status-page__code" aria-hidden="true">404</p>
          <h1>{t('title')}</h1>
          <p>{t('message')}</p>
          {/* The default shop's start page: there is no shop here to link within. */}
          <Link href="/" className="button">{t('backHome')}</Link>
          {children}
        </main>
      </body>
    </html>
  );
}
