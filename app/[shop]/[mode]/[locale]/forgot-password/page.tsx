import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { hrefFor, routes } from '@/lib/routing/links';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ForgotPassword');
  return { title: t('title'), robots: { index: false } };
}

/** Forgot password (/forgot-password, noindex). */
export default async function ForgotPasswordPage({ params }: { params: Promise<StorefrontParams> }) {
  const storefront = await getStorefront(params);
  const t = await getTranslations('ForgotPassword');
  return (
    <section className="account-form">
      <h1>{t('title')}</h1>
      <p>{t('explanation')}</p>
      <form method="post" action="/api/v2/cart/customer/reset-password-request">
        <label htmlFor="forgot-email">{t('email')}</label>
        <input id="forgot-email" name="email" type="email" required maxLength={320} autoComplete="email" />
        <button type="submit">{t('submit')}</button>
      </form>
      <Link href={`${hrefFor(routes.checkout('personal-data'), storefront.links)}?login=true`}>{t('back')}</Link>
    </section>
  );
}
