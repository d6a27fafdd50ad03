/**
 * Minimal cookie handling: `req.cookies` and `reply.setCookie/clearCookie`.
 * (@fastify/cookie 11 loads the ESM-only `cookie` package with a dynamic import,
 * which Node 20 under Jest's CommonJS runtime cannot do; this keeps the demo host testable.)
 */
import type { FastifyInstance } from 'fastify';

export interface CookieOptions {
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  maxAge?: number;
  secure?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string | undefined>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const raw = part
      .slice(i + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`];
  if (o.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(o.maxAge)}`);
    parts.push(`Expires=${new Date(Date.now() + o.maxAge * 1000).toUTCString()}`);
  }
  if (o.httpOnly) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  parts.push(
    `SameSite=${o.sameSite === 'strict' ? 'Strict' : o.sameSite === 'none' ? 'None' : 'Lax'}`,
  );
  return parts.join('; ');
}

export function registerCookies(app: FastifyInstance): void {
  app.decorateRequest('cookies', null as never);
  app.decorateReply(
    'setCookie',
    function (
      this: import('fastify').FastifyReply,
      name: string,
      value: string,
      options?: CookieOptions,
    ) {
      const prev = this.getHeader('set-cookie');
      const list =
        prev === undefined ? [] : Array.isArray(prev) ? prev.map(String) : [String(prev)];
      this.header('set-cookie', [
        ...list.filter((c) => !c.startsWith(`${name}=`)),
        serializeCookie(name, value, options),
      ]);
      return this;
    },
  );
  app.decorateReply(
    'clearCookie',
    function (this: import('fastify').FastifyReply, name: string, options?: CookieOptions) {
      return this.setCookie(name, '', { ...options, maxAge: 0 });
    },
  );
  app.addHook('onRequest', async (req) => {
    req.cookies = parseCookies(req.headers.cookie);
  });
}
