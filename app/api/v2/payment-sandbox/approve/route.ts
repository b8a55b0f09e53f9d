import { paymentSandboxEndpoints } from '@/lib/contract/checkout';
import { handle } from '@/lib/http/handle';
import { seeOther } from '@/lib/http/see-other';
import { approveSandboxPayment } from '@/lib/server/checkout/sandbox';

export const GET = handle(paymentSandboxEndpoints.approvePayment, async ({ shop, query }) =>
  seeOther(await approveSandboxPayment(shop, query.session)));
