import type { NextRequest } from 'next/server';
import { ucpCatalogProductInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { getUcpProduct } from '@/lib/server/agents/ucp-catalog';

/** UCP Get Product (docs/api/agents.md, UCP): one product's detail and its variants for the options chosen; a read, though a POST. */
export const POST = (request: NextRequest) =>
  ucpAnswer(request, { body: ucpCatalogProductInput, write: false, run: async (context, body) => ({ status: 200, body: await getUcpProduct(context, body) }) });
