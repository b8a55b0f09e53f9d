import type { NextRequest } from 'next/server';
import { ucpCatalogLookupInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { lookupUcpCatalog } from '@/lib/server/agents/ucp-catalog';

/** UCP Lookup Catalog (docs/api/agents.md, UCP): products by product or variant id; a read, though a POST. */
export const POST = (request: NextRequest) =>
  ucpAnswer(request, { body: ucpCatalogLookupInput, write: false, run: async (context, body) => ({ status: 200, body: await lookupUcpCatalog(context, body) }) });
