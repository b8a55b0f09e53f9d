import type { NextRequest } from 'next/server';
import { ucpCompleteInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { completeCheckoutSession } from '@/lib/server/agents/ucp-checkout';

/** UCP Complete Checkout: places the order, paid with the sandbox handler only (docs/api/agents.md, UCP). */
export const POST = async (request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  return ucpAnswer(request, { body: ucpCompleteInput, write: true, run: async (context, body) => ({ status: 200, body: await completeCheckoutSession(context, id, body) }) });
};
