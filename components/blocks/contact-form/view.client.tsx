'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';

import { CONTACT_FIELDS, CONTACT_LIMITS, validateContactForm, type ContactErrors, type ContactField, type ContactValues } from '@/lib/blocks/contact-form';
import { ContactFieldInput } from './contact-field';
import styles from './view.module.css';
import { engagementRoutes } from '@/lib/api/routes/engagement';
import { CONTACT_SPAM_TRAPS } from '@/lib/contract/limits';

type TrapValues = Record<(typeof CONTACT_SPAM_TRAPS)[number], string>;
const EMPTY: ContactValues = { name: '', email: '', message: '' };
const EMPTY_TRAPS = Object.fromEntries(CONTACT_SPAM_TRAPS.map((trap) => [trap, ''])) as TrapValues;

/**
 * Name, email and message to the shop (spec section 5). Errors show once the shopper tries to send and
 * follow every change after that; the thank-you note disappears with the next change. Without
 * JavaScript the browser posts the form to `action`, which answers with a page of its own.
 */
export function ContactForm({ id, action, disabled = false }: { id: string; action: string; disabled?: boolean }) {
  const t = useTranslations('Blocks');
  const [values, setValues] = useState(EMPTY);
  const [traps, setTraps] = useState(EMPTY_TRAPS);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setSent(false);
    if (tried) setErrors(validateContactForm(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setTried(true);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    try {
      // A filled spam trap goes to the server too, which drops it without a different answer.
      await shopApi(engagementRoutes.sendContactForm, { body: { ...values, ...traps } });
      setValues(EMPTY);
      setTried(false);
      setSent(true);
    } catch {
      // The notification overlay already tells the shopper; the form keeps what they wrote.
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField) => ({
    id: `${id}-${name}`, name, value: values[name], error: errors[name], onChange: change(name), max: CONTACT_LIMITS[name],
  });

  return (
    <form className={styles.form} action={action} method="post" onSubmit={submit} noValidate aria-label={t('contactForm')}>
      <fieldset disabled={disabled || sending}>
        {disabled && <p className={styles.note}>{t('contactDisabled')}</p>}
        <ContactFieldInput {...field('name')} label={t('contactName')} autoComplete="name" />
        <ContactFieldInput {...field('email')} label={t('contactEmail')} autoComplete="email" type="email" />
        <ContactFieldInput {...field('message')} label={t('contactMessage')} multiline />
        <div className={styles.trap} aria-hidden="true">
          {CONTACT_SPAM_TRAPS.map((trap) => (
            <label key={trap}>
              {t('contactTrap')}
              <input name={trap} tabIndex={-1} autoComplete="off" value={traps[trap]}
                onChange={(event) => setTraps({ ...traps, [trap]: event.target.value })} />
            </label>
          ))}
        </div>
        <button type="submit">{sending ? t('contactSending') : t('contactSend')}</button>
      </fieldset>
      <p role="status" className={styles.success}>{sent ? t('contactSuccess') : ''}</p>
    </form>
  );
}
