import { paymentSandboxEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { approveSandboxPayment } from '@/lib/server/checkout/sandbox';

export const GET = handle(paymentSandboxEndpoints.approvePayment, async ({ shop, query }) => approveSandboxPayment(shop, query.session));
