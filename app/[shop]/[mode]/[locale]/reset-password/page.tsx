import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import styles from '@/components/account/account.module.css';

import { hrefFor } from '@/lib/routing/links';
import { findResetTokenEmail } from '@/lib/server/customers/password-reset';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';
import { SIGN_IN_PATH } from '@/lib/contract/limits';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPassword');
  return { title: t('title'), robots: { index: false } };
}

/** Reset password (/reset-password?tkn=..., noindex): the email comes from the token; an unreadable one gives none. */
export default async function ResetPasswordPage({ params, searchParams }: { params: Promise<StorefrontParams>; searchParams: Promise<{ tkn?: string | string[] }> }) {
  const storefront = await getStorefront(params);
  const [{ tkn }, t] = await Promise.all([searchParams, getTranslations('ResetPassword')]);
  const token = typeof tkn === 'string' ? tkn : '';
  const email = (await findResetTokenEmail(storefront.shop, token).catch(() => null)) ?? '';
  return (
    <section className={styles.account}>
      <h1>{t('title')}</h1>
      <PageMessages namespaces={PAGE_NAMESPACES.resetPassword}>
        <ResetPasswordForm token={token} email={email} loginHref={hrefFor(SIGN_IN_PATH, storefront.links)} />
      </PageMessages>
    </section>
  );
}
