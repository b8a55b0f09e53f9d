'use client';

import { Fragment, useId } from 'react';
import type { RichTextTextKey, WorkbenchLabels } from '../../labels';
import workbench from '../../workbench.module.css';
import { SaveStatus } from '../save-status';
import { AddressSection } from './address-section';
import { AddToCartSection } from './add-to-cart-section';
import { CartRemindersSection } from './cart-reminders-section';
import { AgentFilesSection, type AgentFileLink } from './agent-files-section';
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
import { TagManagerSection } from './tag-manager-section';
import { TrustBadgeSection } from './trust-badge-section';
import type { ShopSettingsValues } from './shop-values';
import { useShopWrites } from './use-shop-writes';

export type { ShopSettingsValues };

export interface ShopSettingsModuleProps {
  /** The language of the texts (the owner's), which may differ from the shop's. */
  language: string;
  /** The shop locale the owner edits the content of: the shop's texts (cookie notice, selling points) are edited in it. */
  locale: string;
  shop: ShopSettingsValues;
  /** The shop settings' version the values are of (GET /shop's ETag): the next write names it. */
  version: number;
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
  /** The addresses of the shop's llms.txt and product feeds in the edited locale, as published. */
  agentFiles: AgentFileLink[];
}

/**
 * The editor's shop settings (spec section 3, Shop and its userSettings): cookie notice, selling points,
 * payment and shipping logos, social networks, trust badge, the shop's details, its address and back offices,
 * languages, whether an add to cart goes on to the cart, cart reminders, the Tag Manager container, and whether it is closed. Each change goes to PATCH /shop as a site draft, which shoppers see once
 * "Publish site changes" publishes it.
 */
export function ShopSettingsModule({ language, locale, shop, version, logos, localeNames, text, ui, validation, richText, agentFiles }: ShopSettingsModuleProps) {
  const writes = useShopWrites(shop, version, text);
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
      <Fragment key={writes.generation}>
      <CookieNoticeSection notice={settings.cookieNotice} richText={richText} {...localeFields} {...fields} />
      <SellingPointsSection points={settings.headerUsps ?? []} {...localeFields} {...fields} />
      <LogosSection set="paymentLogos" title={text.paymentLogos} logos={logos.payment} text={text} writes={writes} />
      <LogosSection set="shippingLogos" title={text.shippingLogos} logos={logos.shipping} text={text} writes={writes} />
      <SocialNetworksSection networks={settings.socialNetworks ?? []} {...fields} />
      <TrustBadgeSection snippet={settings.trustedShopsBadge?.snippet ?? ''} {...fields} />
      <ShopDetailsSection title={shop.title} email={shop.email} faviconUrl={shop.faviconUrl} ui={ui} {...fields} />
      <AddressSection baseUrl={shop.baseUrl} backOfficeOrigins={shop.backOfficeOrigins} text={text} writes={writes} />
      <AgentFilesSection files={agentFiles} text={text} />
      <LanguagesSection locales={shop.locales} defaultLocale={shop.defaultLocale} names={localeNames} text={text} writes={writes} />
      <AddToCartSection redirectToCart={settings.addToCart?.redirectToCart ?? false} text={text} writes={writes} />
      <CartRemindersSection settings={settings.cartReminders} {...fields} />
      <TagManagerSection containerId={settings.tagManager?.containerId ?? null} text={text} writes={writes} />
      <ClosedSection isClosed={shop.isClosed} text={text} writes={writes} />
      </Fragment>
    </section>
  );
}
