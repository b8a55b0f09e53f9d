import type { Address } from '@/lib/schemas/address';
import { regionName } from '@/lib/i18n/region-names';
import styles from './checkout.module.css';

/** A postal address as lines, with the country named in the page's language. */
export function AddressText({ address, locale }: { address: Address; locale: string }) {
  const lines = [
    address.company, `${address.firstName} ${address.lastName}`, address.street, address.street2,
    `${address.postalCode} ${address.city}`, regionName(address.countryCode, locale), address.emailAddress, address.phone,
  ].filter(Boolean);
  return <address>{lines.map((line, index) => <span key={index} className={styles.addressLine}>{line}</span>)}</address>;
}
