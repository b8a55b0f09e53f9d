import type { NextRequest } from 'next/server';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { getUcpOrder } from '@/lib/server/agents/ucp-order';

/** UCP Get Order: an order a checkout session placed, for that session only (docs/api/agents.md, UCP). */
export const GET = async (request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  return ucpAnswer(request, { write: false, run: async ({ shop }) => ({ status: 200, body: await getUcpOrder(shop, id) }) });
};
