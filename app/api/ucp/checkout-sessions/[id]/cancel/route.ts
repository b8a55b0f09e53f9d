import type { NextRequest } from 'next/server';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { cancelCheckoutSession } from '@/lib/server/agents/ucp-checkout';

/** UCP Cancel Checkout (docs/api/agents.md, UCP). */
export const POST = async (request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  return ucpAnswer(request, { write: true, run: async (context) => ({ status: 200, body: await cancelCheckoutSession(context, id) }) });
};
