/**
 * Cookie sessions stored in the database, and CSRF tokens bound to them.
 * Signed-in users: token = HMAC(secret, "session:" + sessionID).
 * Guests: a random `fw_guest` cookie; token = HMAC(secret, "guest:" + nonce).
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import type { UserRow } from './viewer.ts';

export const SESSION_COOKIE = 'fw_session';
export const GUEST_COOKIE = 'fw_guest';
export const CSRF_HEADER = 'X-CSRF-Token';
const SESSION_DAYS = 30;

/** The server secret, created once and kept in the database so tokens survive restarts. */
export function loadSecret(db: Db): string {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'secret'").get() as
    { value: string } | undefined;
  if (row) return row.value;
  const secret = crypto.randomBytes(32).toString('hex');
  db.prepare("INSERT INTO meta (key, value) VALUES ('secret', ?)").run(secret);
  return secret;
}

export function hmac(secret: string, text: string): string {
  return crypto.createHmac('sha256', secret).update(text).digest('base64url');
}

export function createSession(db: Db, userID: number): string {
  const sessionID = crypto.randomBytes(24).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86400_000);
  db.prepare(
    'INSERT INTO sessions (sessionID, userID, dateInserted, dateUpdated, dateExpires) VALUES (?, ?, ?, ?, ?)',
  ).run(sessionID, userID, now.toISOString(), now.toISOString(), expires.toISOString());
  return sessionID;
}

export function deleteSession(db: Db, sessionID: string): void {
  db.prepare('DELETE FROM sessions WHERE sessionID = ?').run(sessionID);
}

/** The user of a live session, or undefined (expired, deleted user, unknown). */
export function sessionUser(db: Db, sessionID: string): UserRow | undefined {
  const row = db
    .prepare(
      `SELECT u.* FROM sessions s JOIN users u ON u.userID = s.userID
       WHERE s.sessionID = ? AND s.dateExpires > ? AND u.deleted = 0`,
    )
    .get(sessionID, nowIso()) as UserRow | undefined;
  return row;
}

export function cookieOptions(maxAgeDays = SESSION_DAYS): {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax';
  maxAge: number;
} {
  return { path: '/', httpOnly: true, sameSite: 'lax', maxAge: maxAgeDays * 86400 };
}

/** The CSRF token of this request's session; creates the guest cookie when needed. */
export function csrfTokenFor(
  req: FastifyRequest,
  reply: FastifyReply | null,
  secret: string,
): string | null {
  if (req.viewer.sessionID) return hmac(secret, `session:${req.viewer.sessionID}`);
  let nonce = req.cookies[GUEST_COOKIE];
  if (!nonce || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) {
    if (!reply) return null;
    nonce = crypto.randomBytes(18).toString('base64url');
    reply.setCookie(GUEST_COOKIE, nonce, cookieOptions(365));
    req.cookies[GUEST_COOKIE] = nonce;
  }
  return hmac(secret, `guest:${nonce}`);
}

export function csrfValid(req: FastifyRequest, secret: string, token: unknown): boolean {
  if (typeof token !== 'string' || token === '') return false;
  const expected = csrfTokenFor(req, null, secret);
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
