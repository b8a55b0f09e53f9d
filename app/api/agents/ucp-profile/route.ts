import type { NextRequest } from 'next/server';
import { ucpProfileAnswer } from '@/lib/http/ucp-endpoint';

/** The shop's UCP business profile, served at `/.well-known/ucp` (lib/routing/agent-rewrites.mjs; docs/api/agents.md, UCP). */
export const GET = (request: NextRequest) => ucpProfileAnswer(request);
