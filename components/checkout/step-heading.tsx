'use client';

import type { ReactNode } from 'react';
import { useArrivalFocus } from '@/components/hooks/arrival-focus';

/** The arrival key "Continue" asks the next step's heading to take focus under (useGoTo). */
export const STEP_HEADING_FOCUS = 'checkout-step-heading';

/**
 * A checkout step's heading. Reached by "Continue", it takes focus: the button that was pressed went
 * with the previous step, and focus on the new heading tells a screen reader where the shopper is now.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const arrivalFocus = useArrivalFocus<HTMLHeadingElement>(STEP_HEADING_FOCUS);
  return <h1 ref={arrivalFocus} tabIndex={-1}>{children}</h1>;
}
