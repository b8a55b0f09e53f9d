import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutStepList } from '@/components/checkout/checkout-step-list';
import { CheckoutStepView } from '@/components/checkout/checkout-step-view';
import { SignInSection } from '@/components/checkout/sign-in-section';
import { StepHeading } from '@/components/checkout/step-heading';
import { LegalNotice } from '@/components/checkout/legal-notice';
import styles from '@/components/checkout/checkout.module.css';
import { Prefetched } from '@/components/providers/prefetched';
import { isCheckoutStep, stepRedirect } from '@/lib/checkout/steps';
import type { CartPayload } from '@/lib/contract/cart';
import type { CheckoutStep } from '@/lib/routing/constants';
import { hrefFor, routes, withCarriedQuery } from '@/lib/routing/links';
import { afterSignInOf } from '@/lib/routing/return-to';
import { getStorefront, type Storefront, type StorefrontParams } from '../../_lib/storefront';
import { loadCheckout } from '../_lib/checkout-data';
import { searchOf, type SearchParams } from '../../_lib/search-params';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

type Params = StorefrontParams & { stepId: string };

/** Whether the cart holds anything to check out (spec section 2: a step is hidden until the cart has an id). */
const hasItems = (cart: CartPayload) => Boolean(cart.cartId) && cart.lineItems.length > 0;

/**
 * The sign-in address (`/checkout/personal-data?login=true`, where the wishlist and the password pages
 * send shoppers) with nothing to check out: it shows the sign-in alone rather than "Your cart is empty".
 */
async function signsInOnly(storefront: Storefront, stepId: CheckoutStep, query: SearchParams): Promise<boolean> {
  return stepId === 'personal-data' && query.login === 'true' && !hasItems((await loadCheckout(storefront, stepId)).cart);
}

export async function generateMetadata({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const [storefront, { stepId }, query, t] = await Promise.all([getStorefront(params), params, searchParams, getTranslations('Checkout')]);
  const robots = { index: false, follow: true };
  if (!isCheckoutStep(stepId)) return { title: t('title'), robots };
  if (await signsInOnly(storefront, stepId, query)) return { title: (await getTranslations('SignIn'))('title'), robots };
  return { title: t(stepId), robots };
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
  const search = searchOf(query);
  const afterSignIn = afterSignInOf(new URLSearchParams(search));
  if (await signsInOnly(storefront, stepId, query)) {
    return <SignInSection shop={shop.slug} links={links} afterSignIn={afterSignIn} queries={queries} />;
  }
  // Hidden until the cart has an id (spec section 2): nothing to check out yet.
  if (!hasItems(cart)) {
    return (
      <section className={styles.checkout}>
        <h1>{t(stepId)}</h1>
        <p>{t('emptyCart')}</p>
        <Link className="button" href={hrefFor(routes.cart(), links)}>{t('goToCart')}</Link>
      </section>
    );
  }
  const target = stepRedirect(stepId, cart);
  if (target) redirect(withCarriedQuery(hrefFor(routes.checkout(target), links), search));
  const themePreview = new URLSearchParams(search).has('previewTheme');
  return (
    <section className={styles.checkout}>
      <StepHeading>{t(stepId)}</StepHeading>
      <CheckoutStepList current={stepId} cart={cart} links={links} />
      {themePreview ? (
        <p role="note" className={styles.note}>{t('themePreview')}</p>
      ) : (
        <PageMessages namespaces={stepId === 'personal-data' ? PAGE_NAMESPACES.signIn : PAGE_NAMESPACES.checkout}>
          <Prefetched queries={queries}>
            <CheckoutStepView shop={shop.slug} step={stepId} links={links} signIn={query.login === 'true'} afterSignIn={afterSignIn}
              remindersOffered={shop.userSettings.cartReminders?.enabled ?? false} />
          </Prefetched>
        </PageMessages>
      )}
      <LegalNotice links={links} />
    </section>
  );
}
