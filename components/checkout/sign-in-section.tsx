import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/providers/page-messages';
import { Prefetched, type PrefetchedQuery } from '@/components/providers/prefetched';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { AfterSignIn } from '@/lib/routing/return-to';
import { SignInView } from './sign-in-view';
import styles from './checkout.module.css';

interface SignInSectionProps {
  shop: string;
  links: LinkContext;
  afterSignIn: AfterSignIn;
  /** The customer (null when signed out), under the key the view reads. */
  queries: PrefetchedQuery[];
}

/** The sign-in address's screen when there is nothing to check out: a heading, why, and the sign-in island. */
export async function SignInSection({ shop, links, afterSignIn, queries }: SignInSectionProps) {
  const t = await getTranslations('SignIn');
  return (
    <section className={styles.checkout}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <PageMessages namespaces={PAGE_NAMESPACES.signIn}>
        <Prefetched queries={queries}>
          <SignInView shop={shop} links={links} afterSignIn={afterSignIn}
            hrefs={{ forgotPassword: hrefFor(routes.forgotPassword(), links), home: hrefFor(routes.home(), links) }} />
        </Prefetched>
      </PageMessages>
    </section>
  );
}
