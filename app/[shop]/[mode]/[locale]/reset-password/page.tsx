import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPassword');
  return { title: t('title'), robots: { index: false } };
}

/** Reset password (/reset-password?tkn=..., noindex). */
export default async function ResetPasswordPage({ params, searchParams }: { params: Promise<StorefrontParams>; searchParams: Promise<{ tkn?: string | string[] }> }) {
  await getStorefront(params);
  const { tkn } = await searchParams;
  const t = await getTranslations('ResetPassword');
  return (
    <section className="account-form">
      <h1>{t('title')}</h1>
      <form method="post" action="/api/v2/cart/customer/reset-password">
        <input type="hidden" name="token" value={typeof tkn === 'string' ? tkn : ''} />
        <label htmlFor="reset-new">{t('newPassword')}</label>
        <input id="reset-new" name="newPassword" type="password" required minLength={8} maxLength={320} autoComplete="new-password" />
        <label htmlFor="reset-repeat">{t('repeatPassword')}</label>
        <input id="reset-repeat" name="repeatPassword" type="password" required minLength={8} maxLength={320} autoComplete="new-password" />
        <button type="submit">{t('submit')}</button>
      </form>
    </section>
  );
}
