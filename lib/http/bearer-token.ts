/** The token of an `Authorization: Bearer <token>` header, or null when the header has another form. */
export const bearerTokenOf = (authorization: string): string | null => /^Bearer\s+(.+)$/i.exec(authorization)?.[1] ?? null;
