import { paymentSandboxEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { cancelSandboxPayment } from '@/lib/server/checkout/sandbox';

export const GET = handle(paymentSandboxEndpoints.cancelPayment, async ({ shop, query }) => cancelSandboxPayment(shop, query.session));
