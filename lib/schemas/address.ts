import { z } from 'zod';

const line = (max: number) => z.string().trim().min(1).max(max);

/** A postal address as a shopper enters it in checkout. */
export const addressSchema = z.object({
  salutation: z.string().trim().max(40).optional(),
  firstName: line(100),
  lastName: line(100),
  company: z.string().trim().max(200).optional(),
  street: line(200),
  street2: z.string().trim().max(200).optional(),
  postalCode: line(20),
  city: line(100),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  emailAddress: z.email().max(320),
  phone: z.string().trim().max(40).optional(),
});

export type Address = z.infer<typeof addressSchema>;
