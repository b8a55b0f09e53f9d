import type { NextRequest } from 'next/server';
import { ucpCartCreateInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { createUcpCart } from '@/lib/server/agents/ucp-cart';

/** UCP Create Cart (docs/api/agents.md, UCP). */
export const POST = (request: NextRequest) => ucpAnswer(request, { body: ucpCartCreateInput, write: true, run: createUcpCart });
