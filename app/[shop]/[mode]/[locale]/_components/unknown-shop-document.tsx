import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

interface Props {
  /** The language of the address (its language prefix), or English. */
  language: string;
  children?: ReactNode;
}

/**
 * The not-found page of an address that names no shop: no shop means no shop layout, so a plain but
 * complete document (language, title from the metadata, heading, text and a way to the start page).
 */
export async function UnknownShopDocument({ language, children }: Props) {
  const t = await getTranslations({ locale: language, namespace: 'NotFound' });
  return (
    <html lang={language}>
      <body>
        <main id="main" className="status-page">
          <p className="status-page__code" aria-hidden="true">404</p>
          <h1>{t('title')}</h1>
          <p>{t('message')}</p>
          {/* A plain link: there is no shop here whose client-side navigation could take it. */}
          <a href="/" className="button">{t('backHome')}</a>
          {children}
        </main>
      </body>
    </html>
  );
}
