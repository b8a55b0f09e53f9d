'use client';

import Link from 'next/link';
import { useHydrated } from '@/components/hooks/use-hydrated';
import styles from './checkout.module.css';

interface StepButtonsProps {
  previousHref: string;
  previousLabel: string;
  nextLabel: string;
  busy?: boolean;
  disabled?: boolean;
}

/**
 * A step's previous link and next (submit) button. While a write runs the button is marked busy and
 * unavailable (aria-disabled, the step ignores another press) but keeps focus until the next step's
 * heading takes it; a disabled button would drop it to the page's start.
 */
export function StepButtons({ previousHref, previousLabel, nextLabel, busy = false, disabled = false }: StepButtonsProps) {
  // Until hydrated a click would post the form natively, past the step's own handling.
  const hydrated = useHydrated();
  return (
    <div className={styles.buttons}>
      <Link className="button button--secondary" href={previousHref}>{previousLabel}</Link>
      <button type="submit" disabled={!hydrated || disabled} aria-disabled={busy || undefined} aria-busy={busy}>{nextLabel}</button>
    </div>
  );
}
