import { getTranslations } from 'next-intl/server';
import type { UiLanguage } from '@/lib/i18n/locales';
import type { Shop } from '@/lib/server/shop/types';
import { OwnerSignInForm } from './owner-sign-in-form';
import styles from './owner-sign-in.module.css';

/**
 * What the editor shows without a session of its shop: the sign-in and nothing of the shop's content
 * (no navigation, no pages), in the owner's interface language.
 */
export async function OwnerSignInScreen({ shop, language }: { shop: Pick<Shop, 'slug' | 'title' | 'backOfficeOrigins'>; language: UiLanguage }) {
  const t = await getTranslations({ locale: language, namespace: 'OwnerSignIn' });
  return (
    <main id="main" className={styles.screen}>
      <section className={styles.card} aria-labelledby="owner-sign-in-title">
        <h1 id="owner-sign-in-title">{t('title')}</h1>
        <p>{t('intro', { shop: shop.title })}</p>
        <OwnerSignInForm shop={shop.slug} backOffices={shop.backOfficeOrigins} />
      </section>
    </main>
  );
}
