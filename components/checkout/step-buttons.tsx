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

/** A step's previous link and next (submit) button; the next button is disabled while a write runs. */
export function StepButtons({ previousHref, previousLabel, nextLabel, busy = false, disabled = false }: StepButtonsProps) {
  // Until hydrated a click would post the form natively, past the step's own handling.
  const hydrated = useHydrated();
  return (
    <div className={styles.buttons}>
      <Link className="button button--secondary" href={previousHref}>{previousLabel}</Link>
      <button type="submit" disabled={!hydrated || busy || disabled} aria-busy={busy}>{nextLabel}</button>
    </div>
  );
}
