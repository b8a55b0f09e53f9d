import type { NextRequest } from 'next/server';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { cancelUcpCart } from '@/lib/server/agents/ucp-cart';

/** UCP Cancel Cart (docs/api/agents.md, UCP): the cart as it was, then gone. */
export const POST = async (request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  return ucpAnswer(request, { write: true, run: (context) => cancelUcpCart(context, id) });
};
