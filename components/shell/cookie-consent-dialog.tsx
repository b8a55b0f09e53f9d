'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { afterNextPaint } from './after-paint';
import { useMediaQuery } from './browser-state';
import styles from './cookie-consent.module.css';
import { useConsent } from './use-consent';

interface Props {
  title: string | null;
  /** The owner's notice, sanitised on the server. */
  messageHtml: string;
  /**
   * The language of the title and of the message where they are the default locale's, standing in for
   * a missing translation (lib/shop-texts.ts); shoppers see no other mark of it.
   */
  titleLang?: string;
  messageLang?: string;
}

/** Spec section 9: up to this width the notice text collapses into a disclosure. */
const PHONE_QUERY = '(max-width: 768px)';

/**
 * The cookie notice as a modal dialog when no choice has been made (spec section 2). It opens in the
 * browser only, so crawlers and the cached HTML see the page without it; the native modal keeps focus
 * inside. Not shown on the cookie policy page, which has the inline settings.
 */
export function CookieConsentDialog({ title, messageHtml, titleLang, messageLang }: Props) {
  const t = useTranslations('CookieConsent');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const { value, choose } = useConsent('dialog', () => ref.current?.close());
  const open = value === null && !/\/l\/cookiepolicy$/.test(typeof window === 'undefined' ? '' : window.location.pathname);

  useEffect(() => {
    if (!open || ref.current?.open) return;
    // After the first paint: opening a modal and focusing in it lay the page out at once, which in the
    // task that hydrates the page is a forced reflow of the whole document (measured: 150 ms of a 350 ms
    // task on a phone-speed CPU); a frame later the dialog costs only itself.
    return afterNextPaint(() => {
      ref.current?.showModal();
      ref.current?.querySelector<HTMLButtonElement>('[data-accept]')?.focus();
    });
  }, [open]);

  if (!open) return null;
  const message = <div className={styles.message} lang={messageLang} dangerouslySetInnerHTML={{ __html: messageHtml }} />;
  return (
    // A choice is required: Escape does not dismiss it (onCancel), the two buttons do.
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={(event) => event.preventDefault()}>
      <h2 id={titleId} className={styles.title} lang={titleLang}>{title || t('title')}</h2>
      {messageHtml && (phone ? <details className={styles.details}><summary>{t('details')}</summary>{message}</details> : message)}
      <div className={styles.actions}>
        <button type="button" className="button--secondary" onClick={() => choose('0')}>{t('decline')}</button>
        <button type="button" onClick={() => choose('1')} data-accept>{t('accept')}</button>
      </div>
    </dialog>
  );
}
