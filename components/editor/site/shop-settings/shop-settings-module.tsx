'use client';

import { useId } from 'react';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import type { ShopLocale } from '@/lib/server/shop/types';
import type { RichTextTextKey, WorkbenchLabels } from '../../labels';
import workbench from '../../workbench.module.css';
import { SaveStatus } from '../save-status';
import { ClosedSection } from './closed-section';
import { CookieNoticeSection } from './cookie-notice-section';
import type { ValidationText } from './field-rules';
import type { ShopSettingsText } from './labels';
import { LanguagesSection } from './languages-section';
import type { LogoChoice } from './logo-choices';
import { LogosSection } from './logos-section';
import { SellingPointsSection } from './selling-points-section';
import { ShopDetailsSection } from './shop-details-section';
import styles from './shop-settings.module.css';
import { SocialNetworksSection } from './social-networks-section';
import { TrustBadgeSection } from './trust-badge-section';
import { useShopWrites } from './use-shop-writes';

/** The shop as the module starts from (GET /shop's fields the owner edits here). */
export interface ShopSettingsValues {
  title: string;
  email: string;
  faviconUrl: string | null;
  isClosed: boolean;
  defaultLocale: string;
  /** All of the shop's locales, hidden ones included. */
  locales: ShopLocale[];
  userSettings: ShopUserSettings;
}

export interface ShopSettingsModuleProps {
  /** The language of the texts (the owner's), which may differ from the shop's. */
  language: string;
  /** The shop locale the owner edits the content of: the shop's texts (cookie notice, selling points) are edited in it. */
  locale: string;
  shop: ShopSettingsValues;
  /** Every payment and shipping logo to choose from, the shop's first in its order, named. */
  logos: { payment: LogoChoice[]; shipping: LogoChoice[] };
  /** The name of each of the shop's locales. */
  localeNames: Record<string, string>;
  text: ShopSettingsText;
  /** The workbench's texts: the save status and the favicon's image field. */
  ui: WorkbenchLabels['ui'];
  /** Why a value is not taken (EditorValidation). */
  validation: ValidationText;
  /** The GDPR message's rich text editor (EditorRichText). */
  richText: Record<RichTextTextKey, string>;
}

/**
 * The editor's shop settings (spec section 3, Shop and its userSettings): cookie notice, selling points,
 * payment and shipping logos, social networks, trust badge, the shop's details, languages and whether it
 * is closed. Each change goes to PATCH /shop, which revalidates the shop's pages, so shoppers see it at once.
 */
export function ShopSettingsModule({ language, locale, shop, logos, localeNames, text, ui, validation, richText }: ShopSettingsModuleProps) {
  const writes = useShopWrites(shop.userSettings, text);
  const settings = shop.userSettings;
  const fields = { text, validation, writes };
  // The shop's texts (cookie notice, selling points) are edited in one locale, the default one's standing in for the others.
  const localeFields = { locale, defaultLocale: shop.defaultLocale, localeNames };
  const headingId = useId();
  return (
    <section className={styles.module} lang={language} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={workbench.heading}>{text.shopSettings}</h2>
        <SaveStatus status={writes.status} saving={ui.saving} saved={ui.saved} />
      </div>
      <CookieNoticeSection notice={settings.cookieNotice} richText={richText} {...localeFields} {...fields} />
      <SellingPointsSection points={settings.headerUsps ?? []} {...localeFields} {...fields} />
      <LogosSection set="paymentLogos" title={text.paymentLogos} logos={logos.payment} text={text} writes={writes} />
      <LogosSection set="shippingLogos" title={text.shippingLogos} logos={logos.shipping} text={text} writes={writes} />
      <SocialNetworksSection networks={settings.socialNetworks ?? []} {...fields} />
      <TrustBadgeSection snippet={settings.trustedShopsBadge?.snippet ?? ''} {...fields} />
      <ShopDetailsSection title={shop.title} email={shop.email} faviconUrl={shop.faviconUrl} ui={ui} {...fields} />
      <LanguagesSection locales={shop.locales} defaultLocale={shop.defaultLocale} names={localeNames} text={text} writes={writes} />
      <ClosedSection isClosed={shop.isClosed} text={text} writes={writes} />
    </section>
  );
}
