import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmAccount } from '@/components/account/confirm-account';
import styles from '@/components/account/account.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { hrefFor, routes } from '@/lib/routing/links';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ConfirmAccount');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Account confirmation (/confirm-account?tkn=..., noindex), the link of the confirmation email. Rendered
 * per request like the reset page: the token is in the address, which therefore sends no Referer.
 */
export default async function ConfirmAccountPage({ params, searchParams }: { params: Promise<StorefrontParams>; searchParams: Promise<{ tkn?: string | string[] }> }) {
  const storefront = await getStorefront(params);
  const [{ tkn }, t] = await Promise.all([searchParams, getTranslations('ConfirmAccount')]);
  const hrefs = { checkout: hrefFor(routes.checkout('personal-data'), storefront.links), home: hrefFor(routes.home(), storefront.links) };
  return (
    <section className={styles.account}>
      <h1>{t('title')}</h1>
      <PageMessages namespaces={PAGE_NAMESPACES.confirmAccount}>
        <ConfirmAccount shop={storefront.shop.slug} token={typeof tkn === 'string' ? tkn : ''} hrefs={hrefs} />
      </PageMessages>
    </section>
  );
}
