import type { NextRequest } from 'next/server';
import { ucpCheckoutInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { createCheckoutSession } from '@/lib/server/agents/ucp-checkout';

/** UCP Create Checkout (docs/api/agents.md, UCP). */
export const POST = (request: NextRequest) => ucpAnswer(request, { body: ucpCheckoutInput, write: true, run: createCheckoutSession });
