import type { NextRequest } from 'next/server';
import { ucpCheckoutInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { getCheckoutSession, updateCheckoutSession } from '@/lib/server/agents/ucp-checkout';

type Params = { params: Promise<{ id: string }> };

/** UCP Get Checkout (docs/api/agents.md, UCP). */
export const GET = async (request: NextRequest, { params }: Params) => {
  const { id } = await params;
  return ucpAnswer(request, { write: false, run: async (context) => ({ status: 200, body: await getCheckoutSession(context, id) }) });
};

/** UCP Update Checkout: the whole session replaced. */
export const PUT = async (request: NextRequest, { params }: Params) => {
  const { id } = await params;
  return ucpAnswer(request, { body: ucpCheckoutInput, write: true, run: async (context, body) => ({ status: 200, body: await updateCheckoutSession(context, id, body) }) });
};
