/** Permission guards shared by the API routes. */
import type { FastifyRequest } from 'fastify';
import { HttpError, permissionError } from '../lib/errors.ts';

export function requireSignedIn(req: FastifyRequest): number {
  if (!req.viewer.signedIn)
    throw new HttpError(403, 'You must sign in first.', { permissions: ['session.valid'] });
  return req.viewer.userID;
}

/** A global permission. */
export function requirePermission(req: FastifyRequest, ...anyOf: string[]): void {
  if (!anyOf.some((p) => req.perms.has(p))) throw permissionError(anyOf);
}

export function requireAdmin(req: FastifyRequest): void {
  if (!req.viewer.isAdmin) throw permissionError(['site.manage']);
}

/** Banned users keep reading but cannot post, react or change anything. */
export function requireNotBanned(req: FastifyRequest): void {
  if (req.viewer.banned)
    throw new HttpError(403, 'You have been banned.', { permissions: ['session.valid'] });
}

/** The signed-in user themself, or someone with users.edit. */
export function requireSelfOrPermission(
  req: FastifyRequest,
  userID: number,
  permission = 'users.edit',
): void {
  requireSignedIn(req);
  if (req.viewer.userID !== userID && !req.perms.has(permission))
    throw permissionError([permission]);
}
