import type { CheckoutStep } from '@/lib/routing/constants';
import { stepNeighbours } from '@/lib/checkout/steps';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { AfterSignIn } from '@/lib/routing/return-to';
import { CheckoutOrderSummary } from './checkout-order-summary';
import { ConfirmationStep } from './confirmation-step';
import { MethodStep } from './method-step';
import { PersonalDataStep } from './personal-data-step';
import styles from './checkout.module.css';

interface CheckoutStepViewProps {
  shop: string;
  step: CheckoutStep;
  links: LinkContext;
  /** The personal-data step opens its sign-in form (`?login=true`). */
  signIn: boolean;
  /** What follows a sign-in at the personal-data step (the sign-in address's `returnTo` and wishlist product). */
  afterSignIn: AfterSignIn;
  /** The shop sends cart reminders (Shop settings): the personal-data step asks a guest whether to get one. */
  remindersOffered: boolean;
}

/** The client island of one checkout step, with the addresses its buttons lead to. */
export function CheckoutStepView({ shop, step, links, signIn, afterSignIn, remindersOffered }: CheckoutStepViewProps) {
  const { previous, next } = stepNeighbours(step);
  const href = (target: CheckoutStep) => hrefFor(routes.checkout(target), links);
  const previousHref = previous === 'cart' ? hrefFor(routes.cart(), links) : href(previous);
  if (step === 'confirmation') {
    return <ConfirmationStep shop={shop} hrefs={{ previous: previousHref, cart: hrefFor(routes.cart(), links), personalData: href('personal-data'), shipping: href('shipping'), payment: href('payment') }} />;
  }
  // The confirmation is a summary itself; the steps before it show the order beside what they ask.
  return (
    <div className={styles.stepLayout}>
      {step === 'personal-data'
        ? <PersonalDataStep shop={shop} signIn={signIn} afterSignIn={afterSignIn} links={links} remindersOffered={remindersOffered} hrefs={{ previous: previousHref, next: href('shipping'), forgotPassword: hrefFor(routes.forgotPassword(), links) }} />
        : <MethodStep shop={shop} step={step} hrefs={{ previous: previousHref, next: href(next as CheckoutStep) }} />}
      <CheckoutOrderSummary shop={shop} />
    </div>
  );
}
