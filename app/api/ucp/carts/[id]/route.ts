import type { NextRequest } from 'next/server';
import { ucpCartInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { getUcpCart, updateUcpCart } from '@/lib/server/agents/ucp-cart';

type Params = { params: Promise<{ id: string }> };

/** UCP Get Cart (docs/api/agents.md, UCP). */
export const GET = async (request: NextRequest, { params }: Params) => {
  const { id } = await params;
  return ucpAnswer(request, { write: false, run: (context) => getUcpCart(context, id) });
};

/** UCP Update Cart: the whole cart replaced. */
export const PUT = async (request: NextRequest, { params }: Params) => {
  const { id } = await params;
  return ucpAnswer(request, { body: ucpCartInput, write: true, run: (context, body) => updateUcpCart(context, id, body) });
};
