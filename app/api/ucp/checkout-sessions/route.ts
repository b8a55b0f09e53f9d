import type { NextRequest } from 'next/server';
import { ucpCheckoutCreateInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { createCheckoutSession } from '@/lib/server/agents/ucp-checkout';

/** UCP Create Checkout (docs/api/agents.md, UCP), also from a UCP cart (`cart_id`). */
export const POST = (request: NextRequest) => ucpAnswer(request, { body: ucpCheckoutCreateInput, write: true, run: createCheckoutSession });
