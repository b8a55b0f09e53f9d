import type { NextRequest } from 'next/server';
import { checkoutHandoverAnswer } from '@/lib/http/checkout-handover-answer';

/** A checkout link from an agent's cart (`/api/agents/checkout/{token}`): docs/api/agents.md, Checkout hand-over. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  return checkoutHandoverAnswer(request, (await params).token);
}
