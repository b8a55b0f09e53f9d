import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { stepStates, type CheckoutProgress } from '@/lib/checkout/steps';
import type { CheckoutStep } from '@/lib/routing/constants';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import styles from './checkout.module.css';

/** The numbered list of checkout steps: the current one marked, completed ones linked back to. */
export async function CheckoutStepList({ current, cart, links }: { current: CheckoutStep; cart: CheckoutProgress; links: LinkContext }) {
  const t = await getTranslations('Checkout');
  return (
    <nav aria-label={t('steps')} className={styles.stepNav}>
      <ol className={styles.steps}>
        {stepStates(current, cart).map(({ step, state }, index) => (
          <li key={step} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {state === 'completed' ? (
              <Link className={styles.stepLink} href={hrefFor(routes.checkout(step), links)}>
                <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
                <span className={styles.stepLabel}>{t(step)}</span>
                <span className="visually-hidden"> ({t('stepCompleted')})</span>
              </Link>
            ) : (
              <>
                <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
                <span className={styles.stepLabel}>{t(step)}</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
