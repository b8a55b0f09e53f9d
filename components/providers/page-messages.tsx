import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';

/**
 * Adds message namespaces that only this page's client components read, on top of the ones every page
 * sends (CLIENT_NAMESPACES), so other pages do not carry them.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  const extra = Object.fromEntries(namespaces.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]!]));
  return <NextIntlClientProvider messages={{ ...clientMessages(messages), ...extra }}>{children}</NextIntlClientProvider>;
}
