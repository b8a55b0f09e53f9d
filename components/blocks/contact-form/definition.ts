import { defineBlock } from '../define-block';
import { contactFormBlockSchema } from './schema';

/** The shop's contact form (spec section 2, shell). */
export const contactFormBlock = defineBlock({
  type: 'contact-form', label: 'contactForm', schema: contactFormBlockSchema, texts: [], constraints: {},
});
