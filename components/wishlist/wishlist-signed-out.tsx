import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './wishlist.module.css';

/** What a signed-out shopper sees at /wishlist: why there is nothing, and the way to sign in (spec section 6). */
export async function WishlistSignedOut({ signInHref }: { signInHref: string }) {
  const t = await getTranslations('Wishlist');
  return (
    <section className={styles.wishlist} aria-labelledby="wishlist-title">
      <h1 id="wishlist-title">{t('title')}</h1>
      <div className={styles.empty}>
        <p>{t('signedOut')}</p>
        <Link className="button" href={signInHref}>{t('signIn')}</Link>
      </div>
    </section>
  );
}
