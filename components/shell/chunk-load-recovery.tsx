'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from './chunk-load';

/**
 * Recovers the storefront from a script chunk that failed to load outside React's rendering (a lazy
 * carousel, a route's code fetched on navigation): one full reload (chunk-load.ts). Failures inside
 * rendering reach the page's error boundary, which does the same.
 */
export function ChunkLoadRecovery() {
  useEffect(() => {
    const rejected = (event: PromiseRejectionEvent) => {
      if (reloadOnceForChunkError(event.reason)) event.preventDefault();
    };
    const failed = (event: ErrorEvent) => {
      if (reloadOnceForChunkError(event.error)) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', rejected);
    window.addEventListener('error', failed);
    return () => {
      window.removeEventListener('unhandledrejection', rejected);
      window.removeEventListener('error', failed);
    };
  }, []);
  return null;
}
