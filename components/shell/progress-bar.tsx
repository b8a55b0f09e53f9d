'use client';

import NProgress from 'nprogress';
import { useEffect } from 'react';
import { subscribeToRequests } from '@/lib/api/progress';
import 'nprogress/nprogress.css';

/** Spec section 9: the bar trickles every 500 ms and finishes 400 ms after the last request ends. */
const TRICKLE_MS = 500;
const FINISH_DELAY_MS = 400;

/** A thin bar at the top of the window while API requests run. */
export function ProgressBar() {
  useEffect(() => {
    // nprogress's own template has role="bar", which is no ARIA role (axe flags it); the bar is only
    // decoration, the status of what runs is told where it runs.
    NProgress.configure({
      showSpinner: false, trickleSpeed: TRICKLE_MS,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar',
    });
    let finishTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeToRequests((running) => {
      clearTimeout(finishTimer);
      if (running > 0) {
        if (!NProgress.isStarted()) NProgress.start();
      } else {
        finishTimer = setTimeout(() => NProgress.done(), FINISH_DELAY_MS);
      }
    });
    return () => {
      clearTimeout(finishTimer);
      unsubscribe();
      NProgress.remove();
    };
  }, []);
  return null;
}
