'use client';

import { useTranslations } from 'next-intl';
import { OPTIONAL_ADDRESS_FIELDS, type AddressError, type AddressField, type AddressValues } from '@/lib/checkout/address-form';
import { useCountries } from './use-checkout-queries';
import styles from './checkout.module.css';

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name', lastName: 'family-name', company: 'organization', vatNumber: 'off', street: 'address-line1', street2: 'address-line2',
  postalCode: 'postal-code', city: 'address-level2', countryCode: 'country', emailAddress: 'email', phone: 'tel',
};
const MAX_LENGTH: Record<AddressField, number> = {
  firstName: 100, lastName: 100, company: 200, vatNumber: 20, street: 200, street2: 200, postalCode: 20, city: 100, countryCode: 2, emailAddress: 320, phone: 40,
};
const ERROR_KEYS = { required: 'errorRequired', tooLong: 'errorTooLong', invalidEmail: 'errorInvalidEmail', invalidCountry: 'errorInvalidCountry', invalidVatNumber: 'errorInvalidVatNumber' } as const;

interface AddressFieldsProps {
  shop: string;
  /** Prefix of the inputs' ids and the fieldset's legend. */
  id: 'billing' | 'shipping';
  legend: string;
  values: AddressValues;
  errors: Partial<Record<AddressField, AddressError>>;
  onChange: (field: AddressField, value: string) => void;
  fields: readonly AddressField[];
}

/** An address fieldset with the shop's countries and a validation message under each invalid field. */
export function AddressFields({ shop, id, legend, values, errors, onChange, fields }: AddressFieldsProps) {
  const t = useTranslations('Checkout');
  const { data: countries = [] } = useCountries(shop);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.grid}>
        {fields.map((field) => {
          const inputId = `${id}-${field}`;
          const error = errors[field];
          const common = {
            id: inputId, name: field, value: values[field], autoComplete: AUTOCOMPLETE[field] === 'off' ? 'off' : `section-${id} ${AUTOCOMPLETE[field]}`,
            'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${inputId}-error` : undefined,
            required: !OPTIONAL_ADDRESS_FIELDS.includes(field),
          };
          return (
            <div key={field} className={field === 'street' || field === 'emailAddress' ? styles.wide : styles.field}>
              <label htmlFor={inputId}>{t(field)}</label>
              {field === 'countryCode' ? (
                <select {...common} onChange={(event) => onChange(field, event.target.value)}>
                  <option value="">{t('chooseCountry')}</option>
                  {countries.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
                </select>
              ) : (
                <input {...common} type={field === 'emailAddress' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  maxLength={MAX_LENGTH[field]} onChange={(event) => onChange(field, event.target.value)} />
              )}
              {error && <p id={`${inputId}-error`} className={styles.error}>{t(ERROR_KEYS[error])}</p>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
