import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CartLines } from '@/components/cart/cart-lines';
import { CHECKOUT_STEPS, type CheckoutStep } from '@/lib/routing/constants';
import { hrefFor, routes } from '@/lib/routing/links';
import { listPaymentMethods, listShippingMethods, listShopCountries } from '@/lib/server/checkout/methods';
import { loadCurrentCart } from '../../_lib/cart-data';
import { getStorefront, type Storefront, type StorefrontParams } from '../../_lib/storefront';

type Params = StorefrontParams & { stepId: string };

function isStep(value: string): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(value);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { stepId } = await params;
  const t = await getTranslations('Checkout');
  return { title: isStep(stepId) ? t(stepId) : t('title'), robots: { index: false, follow: true } };
}

async function StepContent({ step, storefront }: { step: CheckoutStep; storefront: Storefront }) {
  const { shop, locale } = storefront;
  if (step === 'personal-data') {
    const countries = await listShopCountries(shop, locale);
    return <ul className="choice-list">{countries.map((c) => <li key={c.code}>{c.name}</li>)}</ul>;
  }
  if (step === 'shipping') {
    const methods = await listShippingMethods(shop, locale);
    return <ul className="choice-list">{methods.map((m) => <li key={m.id}>{m.name} – {m.price.formatted}</li>)}</ul>;
  }
  if (step === 'payment') {
    const methods = await listPaymentMethods(shop, locale);
    return <ul className="choice-list">{methods.map((m) => <li key={m.id}>{m.name}</li>)}</ul>;
  }
  return null;
}

/** Checkout step (/checkout/{personal-data|shipping|payment|confirmation}), noindex,follow. */
export default async function CheckoutStepPage({ params }: { params: Promise<Params> }) {
  const storefront = await getStorefront(params);
  const { stepId } = await params;
  if (!isStep(stepId)) notFound();
  const [cart, t, tCart] = await Promise.all([loadCurrentCart(storefront), getTranslations('Checkout'), getTranslations('Cart')]);
  const { links } = storefront;
  const index = CHECKOUT_STEPS.indexOf(stepId);
  const previous = index === 0 ? routes.cart() : routes.checkout(CHECKOUT_STEPS[index - 1]!);
  const next = CHECKOUT_STEPS[index + 1];
  return (
    <section className="checkout">
      <h1>{t(stepId)}</h1>
      <nav aria-label={t('steps')}>
        <ol className="checkout-steps">
          {CHECKOUT_STEPS.map((step, i) => (
            <li key={step} aria-current={step === stepId ? 'step' : undefined}>
              {i < index ? <Link href={hrefFor(routes.checkout(step), links)}>{t(step)}</Link> : t(step)}
            </li>
          ))}
        </ol>
      </nav>
      {/* Hidden until the cart exists (spec section 2). */}
      {!cart || cart.lineItems.length === 0 ? (
        <p>{t('emptyCart')}</p>
      ) : (
        <>
          <StepContent step={stepId} storefront={storefront} />
          {stepId === 'confirmation' && (
            <CartLines caption={tCart('title')} lines={cart.lineItems.map((item) => ({ ...item, key: item.lineItemId }))} />
          )}
          <div className="checkout-buttons">
            <Link href={hrefFor(previous, links)}>{index === 0 ? t('backToCart') : t('previous')}</Link>
            {next ? <Link className="button" href={hrefFor(routes.checkout(next), links)}>{t('next')}</Link> : <button type="button" disabled>{t('placeOrder')}</button>}
          </div>
        </>
      )}
      <p className="legal-notice">
        {t.rich('legalNotice', {
          tac: (chunks) => <Link href={hrefFor(routes.legal('tac'), links)}>{chunks}</Link>,
          privacy: (chunks) => <Link href={hrefFor(routes.legal('privacy'), links)}>{chunks}</Link>,
          withdrawal: (chunks) => <Link href={hrefFor(routes.legal('withdrawal'), links)}>{chunks}</Link>,
        })}
      </p>
    </section>
  );
}
