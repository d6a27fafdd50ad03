/** Absolute URLs for API responses (the OpenAPI types many of them `format: uri`). */
import type { FastifyRequest } from 'fastify';
import { slugify } from './html.ts';

export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

export function discussionPath(id: number, name: string): string {
  return `/discussion/${id}/${slugify(name)}`;
}

export function categoryPath(urlcodeOrID: string | number): string {
  return `/categories/${urlcodeOrID}`;
}

export function profilePath(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

export function avatarPath(userID: number): string {
  return `/assets/avatars/${userID}.svg`;
}
