/**
 * The session cookie `tijara_session`: HttpOnly (scripts never read it), SameSite=Lax (not sent on
 * cross-site subrequests or form posts), Path=/ (GraphQL and /dashboard/api alike), Secure when the
 * request came over https (req.secure, which honours X-Forwarded-Proto only when TRUST_PROXY says
 * the proxy is trusted). It expires with the session's current expiry; the server enforces it anyway.
 */
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'tijara_session';

/** The cookie's value, or undefined. Parsed by hand: the header is simple and one name matters. */
export function readSessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== SESSION_COOKIE) continue;
    return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

function attributes(req: Request) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure } as const;
}

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, { ...attributes(req), expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, attributes(req));
}
