import { callRoute, type RouteCall, type RouteResult } from '@/lib/testing/call-route';

type Handler = Parameters<typeof callRoute>[0];

/**
 * One browser of the tests: keeps the cookies answers set (and drops deleted ones) and the CSRF token
 * the last answer handed out, and sends both along, as a page's API client does.
 */
export class TestBrowser {
  readonly cookies: Record<string, string> = {};
  csrfToken: string | undefined;

  constructor(private readonly clientIp = '198.51.100.40') {}

  /** Calls a route as this browser; `csrf: false` leaves the token out. */
  async call<T = unknown>(handler: Handler, call: RouteCall & { csrf?: boolean }): Promise<RouteResult<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.clientIp, ...call.headers };
    if (call.csrf !== false && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const result = await callRoute<T>(handler, { ...call, headers, cookies: { ...this.cookies, ...call.cookies } });
    for (const [name, value] of Object.entries(result.setCookies)) {
      if (value) this.cookies[name] = value;
      else delete this.cookies[name];
    }
    this.csrfToken = result.headers.get('x-csrf-token') ?? this.csrfToken;
    return result;
  }
}

/** The Set-Cookie line of one cookie, for checking its attributes. */
export function setCookieLine(result: RouteResult, name: string): string | undefined {
  return result.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}
