import type { NextRequest } from 'next/server';
import { ucpCatalogSearchInput } from '@/lib/contract/ucp';
import { ucpAnswer } from '@/lib/http/ucp-endpoint';
import { searchUcpCatalog } from '@/lib/server/agents/ucp-catalog';

/** UCP Search Catalog (docs/api/agents.md, UCP): a read, though a POST. */
export const POST = (request: NextRequest) =>
  ucpAnswer(request, { body: ucpCatalogSearchInput, write: false, run: async (context, body) => ({ status: 200, body: await searchUcpCatalog(context, body) }) });
