'use client';

import { useTranslations } from 'next-intl';
import styles from './cookie-consent.module.css';
import { useConsent } from './use-consent';

/** The inline cookie settings of the cookie policy page: the current choice and the two buttons. */
export function CookieSettings() {
  const t = useTranslations('CookieConsent');
  const { value, choose } = useConsent('inline');
  const status = value === '1' ? t('statusAccepted') : value === '0' ? t('statusDeclined') : t('statusNone');
  return (
    <section className={styles.inline} aria-labelledby="cookie-settings-title">
      <h2 id="cookie-settings-title" className={styles.title}>{t('settingsTitle')}</h2>
      <p role="status">{value === undefined ? '\u00a0' : status}</p>
      <div className={styles.actions}>
        <button type="button" className="button--secondary" aria-pressed={value === '0'} onClick={() => choose('0')}>{t('decline')}</button>
        <button type="button" aria-pressed={value === '1'} onClick={() => choose('1')}>{t('accept')}</button>
      </div>
    </section>
  );
}
