import type { NextRequest } from 'next/server';
import { mcpAnswer, mcpMethodNotAllowed } from '@/lib/http/mcp-endpoint';

/** The shop's MCP endpoint, Streamable HTTP without sessions (docs/api/agents.md, MCP). */
export const POST = (request: NextRequest) => mcpAnswer(request);
export const GET = mcpMethodNotAllowed;
export const DELETE = mcpMethodNotAllowed;
