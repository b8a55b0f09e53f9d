import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutStepList } from '@/components/checkout/checkout-step-list';
import { CheckoutStepView } from '@/components/checkout/checkout-step-view';
import { LegalNotice } from '@/components/checkout/legal-notice';
import styles from '@/components/checkout/checkout.module.css';
import { Prefetched } from '@/components/providers/prefetched';
import { isCheckoutStep, stepRedirect } from '@/lib/checkout/steps';
import { hrefFor, routes, withCarriedQuery } from '@/lib/routing/links';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';
import { loadCheckout } from '../_lib/checkout-data';
import { searchOf, type SearchParams } from '../../_lib/search-params';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

type Params = StorefrontParams & { stepId: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { stepId } = await params;
  const t = await getTranslations('Checkout');
  return { title: isCheckoutStep(stepId) ? t(stepId) : t('title'), robots: { index: false, follow: true } };
}

/**
 * Checkout step (/checkout/{personal-data|shipping|payment|confirmation}), noindex,follow, per shopper:
 * the cart and the step's choices are loaded here and handed to the step's client island. A step whose
 * earlier data is missing redirects to the first incomplete step.
 */
export default async function CheckoutStepPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }) {
  const storefront = await getStorefront(params);
  const [{ stepId }, query, t] = await Promise.all([params, searchParams, getTranslations('Checkout')]);
  if (!isCheckoutStep(stepId)) notFound();
  const { cart, queries } = await loadCheckout(storefront, stepId);
  const { links, shop } = storefront;
  // Hidden until the cart has an id (spec section 2): nothing to check out yet.
  if (!cart.cartId || cart.lineItems.length === 0) {
    return (
      <section className={styles.checkout}>
        <h1>{t(stepId)}</h1>
        <p>{t('emptyCart')}</p>
        <Link className="button" href={hrefFor(routes.cart(), links)}>{t('goToCart')}</Link>
      </section>
    );
  }
  const search = searchOf(query);
  const target = stepRedirect(stepId, cart);
  if (target) redirect(withCarriedQuery(hrefFor(routes.checkout(target), links), search));
  const themePreview = new URLSearchParams(search).has('previewTheme');
  return (
    <section className={styles.checkout}>
      <h1>{t(stepId)}</h1>
      <CheckoutStepList current={stepId} cart={cart} links={links} />
      {themePreview ? (
        <p role="note" className={styles.note}>{t('themePreview')}</p>
      ) : (
        <PageMessages namespaces={PAGE_NAMESPACES.checkout}>
          <Prefetched queries={queries}>
            <CheckoutStepView shop={shop.slug} step={stepId} links={links} signIn={query.login === 'true'} />
          </Prefetched>
        </PageMessages>
      )}
      <LegalNotice links={links} />
    </section>
  );
}
