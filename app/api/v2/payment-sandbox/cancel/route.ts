import { paymentSandboxEndpoints } from '@/lib/contract/checkout';
import { handle } from '@/lib/http/handle';
import { seeOther } from '@/lib/http/see-other';
import { cancelSandboxPayment } from '@/lib/server/checkout/sandbox';

export const GET = handle(paymentSandboxEndpoints.cancelPayment, async ({ shop, query }) =>
  seeOther(await cancelSandboxPayment(shop, query.session)));
