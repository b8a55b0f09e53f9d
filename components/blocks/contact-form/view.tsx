import { endpointUrl } from '@/lib/api/client';
import { engagementRoutes } from '@/lib/api/routes/engagement';
import { withLinkQuery } from '@/lib/routing/links';
import type { BlockViewProps } from '../types';
import { ContactForm } from './view.client';

/**
 * The contact form block; disabled in the editor, where owners only place it (spec section 6). Its form
 * names the action the spec gives it, /api/v2/report-violation, which takes the fields as a browser
 * posts them when no JavaScript runs (lib/http/contact-form-post.ts), in the page's shop and language.
 */
export function ContactFormBlock({ block, context }: BlockViewProps<'contact-form'>) {
  const action = withLinkQuery(endpointUrl(engagementRoutes.reportViolation, {}, { locale: context.locale }), context.links);
  return <ContactForm id={block._id} action={action} disabled={context.mode === 'editor'} />;
}
