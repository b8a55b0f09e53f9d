import { paymentSandboxEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { showSandboxPayment } from '@/lib/server/checkout/sandbox';

export const GET = handle(paymentSandboxEndpoints.showPayment, async ({ shop, locale, query }) =>
  showSandboxPayment(shop, locale, query.session));
