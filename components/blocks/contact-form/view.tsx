import type { BlockViewProps } from '../types';
import { ContactForm } from './view.client';

/** The contact form block; disabled in the editor, where owners only place it (spec section 6). */
export function ContactFormBlock({ block, context }: BlockViewProps<'contact-form'>) {
  return <ContactForm id={block._id} disabled={context.mode === 'editor'} />;
}
