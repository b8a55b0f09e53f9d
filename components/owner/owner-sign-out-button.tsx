'use client';

import { useState } from 'react';
import { showApiError, shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { authRoutes } from '@/lib/api/routes/auth';

/**
 * Ends the owner's session (its cookie and every bearer token of it), then loads the page again, which
 * the server then answers with the sign-in screen. The label comes from the editor bar (server messages).
 */
export function OwnerSignOutButton({ label }: { label: string }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await shopApi(authRoutes.signOut, {}, { silent: true });
    } catch (error) {
      // Already signed out elsewhere (401): the reload shows the sign-in all the same.
      if (!(error instanceof ApiError && error.status === 401)) {
        showApiError(error);
        setBusy(false);
        return;
      }
    }
    window.location.reload();
  };
  return (
    <button type="button" className="button--secondary" onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
      {label}
    </button>
  );
}
