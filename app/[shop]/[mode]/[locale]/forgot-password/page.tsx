import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import styles from '@/components/account/account.module.css';

import { hrefFor } from '@/lib/routing/links';
import { notFoundMetadata } from '../_lib/not-found-metadata';
import { findStorefront, type StorefrontParams } from '../_lib/storefront';
import { SIGN_IN_PATH } from '@/lib/contract/limits';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  if (!(await findStorefront(params))) return notFoundMetadata();
  const t = await getTranslations('ForgotPassword');
  return { title: t('title'), robots: { index: false } };
}

/** Forgot password (/forgot-password, noindex): the same for every shopper, so cached; the form is an island. */
export default async function ForgotPasswordPage({ params }: { params: Promise<StorefrontParams> }) {
  const storefront = await findStorefront(params);
  // An unknown shop or language: the layout shows the not-found page in this page's place.
  if (!storefront) return null;
  const t = await getTranslations('ForgotPassword');
  return (
    <section className={styles.account}>
      <h1>{t('title')}</h1>
      <PageMessages namespaces={PAGE_NAMESPACES.forgotPassword}>
        <ForgotPasswordForm backHref={hrefFor(SIGN_IN_PATH, storefront.links)} />
      </PageMessages>
    </section>
  );
}
