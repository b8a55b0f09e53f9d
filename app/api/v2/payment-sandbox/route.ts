import { paymentSandboxEndpoints } from '@/lib/contract/checkout';
import { handle } from '@/lib/http/handle';
import { sandboxPaymentPage } from '@/lib/http/sandbox-page';
import { showSandboxPayment } from '@/lib/server/checkout/sandbox';

export const GET = handle(paymentSandboxEndpoints.showPayment, async ({ shop, locale, query }) =>
  sandboxPaymentPage(await showSandboxPayment(shop, locale, query.session), locale));
