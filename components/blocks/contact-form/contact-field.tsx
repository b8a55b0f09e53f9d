'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import type { ContactError } from '@/lib/blocks/contact-form';
import styles from './view.module.css';

interface ContactFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  max: number;
  error?: ContactError;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** A textarea with a character counter instead of a one-line input. */
  multiline?: boolean;
}

const ERROR_KEYS = { required: 'errorRequired', tooLong: 'errorTooLong', invalidEmail: 'errorEmail' } as const;

/** One labelled field of the contact form, with its error and (for the message) a character counter. */
export function ContactFieldInput({ id, name, label, value, max, error, onChange, type = 'text', autoComplete, multiline = false }: ContactFieldProps) {
  const t = useTranslations('Blocks');
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [error ? errorId : null, multiline ? counterId : null].filter(Boolean).join(' ') || undefined;
  const shared = { id, name, value, onChange, required: true, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline
        ? <textarea {...shared} rows={6} />
        : <input {...shared} type={type} autoComplete={autoComplete} />}
      {multiline && (
        <span id={counterId} className={value.length > max ? styles.over : styles.counter}>
          {t('contactCounter', { count: value.length, max })}
        </span>
      )}
      {error && <span id={errorId} className={styles.error}>{t(ERROR_KEYS[error], { max })}</span>}
    </div>
  );
}
