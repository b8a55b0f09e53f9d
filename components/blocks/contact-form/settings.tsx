'use client';

import { FieldNote } from '@/components/editor/fields/basic-fields';
import type { BlockSettingsProps } from '@/components/editor/settings-props';

/** A contact form has nothing to set: the panel says where it works and where its messages go. */
export function ContactFormSettings({ labels }: BlockSettingsProps<'contact-form'>) {
  return (
    <>
      <FieldNote>{labels.validation.contactFormNote}</FieldNote>
      {labels.validation.contactFormRecipient && <FieldNote>{labels.validation.contactFormRecipient}</FieldNote>}
    </>
  );
}
