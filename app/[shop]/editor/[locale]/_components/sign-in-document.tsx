import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { OwnerSignInScreen } from '@/components/owner/owner-sign-in-screen';
import type { UiLanguage } from '@/lib/i18n/locales';
import type { Shop } from '@/lib/server/shop/types';

/** The editor's document without a session: the sign-in screen alone, in the owner's language. */
export async function SignInDocument({ shop, language }: { shop: Shop; language: UiLanguage }) {
  const messages = await getMessages({ locale: language });
  return (
    <html lang={language}>
      <body data-mode="editor-sign-in">
        <NextIntlClientProvider locale={language} messages={{ OwnerSignIn: messages.OwnerSignIn ?? {} }}>
          <OwnerSignInScreen shop={shop} language={language} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
