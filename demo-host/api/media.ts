/** POST /media (multipart field `file`), GET /media/{id}; files live in the database. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, fieldError, notFound } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { nowIso } from '../lib/time.ts';
import { getConfig } from '../model/config.ts';
import { humanFileSize } from '../lib/html.ts';
import { requirePermission, requireSignedIn } from './guards.ts';

/** The multipart plugin's own file limit (server.ts); upload.maxSize is normally lower. */
export const MULTIPART_FILE_LIMIT = 20 * 1024 * 1024;
import { idParams } from './schemas.ts';

interface MediaRow {
  mediaID: number;
  name: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  foreignType: string | null;
  foreignID: number | null;
  insertUserID: number;
  dateInserted: string;
}

/** 413 with the 01 §5 message, also as a field error on `file`. */
function tooBig(maxSize: number): HttpError {
  const message = `The uploaded file was too big (max ${humanFileSize(maxSize)}).`;
  return new HttpError(413, message, { errors: [{ field: 'file', message, code: 'tooBig' }] });
}

/** Width and height of PNG and GIF images, read from their headers. */
function imageSize(buf: Buffer, type: string): { width: number; height: number } | null {
  if (type === 'image/png' && buf.length > 24)
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  if (type === 'image/gif' && buf.length > 10)
    return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  return null;
}

function serialize(m: MediaRow, origin: string): Record<string, unknown> {
  return { ...m, url: `${origin}/uploads/${m.mediaID}/${encodeURIComponent(m.name)}` };
}

export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/media', async (req, reply) => {
    const userID = requireSignedIn(req);
    requirePermission(req, 'uploads.add');
    if (!req.isMultipart())
      throw new HttpError(415, 'Send the file as multipart/form-data in the field "file".');
    const part = await req.file();
    if (!part || part.fieldname !== 'file')
      throw fieldError('file', 'file is required.', 'required');
    const maxSize = Number(getConfig(ctx.db, 'upload.maxSize') ?? 0);
    let buf: Buffer;
    try {
      buf = await part.toBuffer();
    } catch (err) {
      // Past the multipart plugin's own limit: the same answer as past upload.maxSize.
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw tooBig(maxSize > 0 ? Math.min(maxSize, MULTIPART_FILE_LIMIT) : MULTIPART_FILE_LIMIT);
      throw err;
    }
    if (maxSize > 0 && buf.length > maxSize) throw tooBig(maxSize);
    const configured =
      (getConfig(ctx.db, 'upload.allowedExtensions') as string[] | undefined) ?? [];
    const allowed = configured.map((e) => e.replace(/^\./, '').toLowerCase());
    const ext = (part.filename.split('.').pop() ?? '').toLowerCase();
    if (!part.filename.includes('.') || !allowed.includes(ext)) {
      throw fieldError(
        'file',
        `The uploaded file did not have an allowed extension. Only the following extensions are allowed. ${configured.join(', ')}.`,
        'extension',
      );
    }
    const size = imageSize(buf, part.mimetype);
    const info = ctx.db
      .prepare(
        'INSERT INTO media (name, type, size, content, width, height, insertUserID, dateInserted) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        part.filename,
        part.mimetype,
        buf.length,
        buf,
        size?.width ?? null,
        size?.height ?? null,
        userID,
        nowIso(),
      );
    reply.status(201);
    return serialize(
      ctx.db
        .prepare(
          'SELECT mediaID, name, type, size, width, height, foreignType, foreignID, insertUserID, dateInserted FROM media WHERE mediaID = ?',
        )
        .get(Number(info.lastInsertRowid)) as MediaRow,
      originOf(req),
    );
  });

  app.get<{ Params: { id: number } }>(
    '/media/:id',
    { schema: { params: idParams } },
    async (req) => {
      const m = ctx.db
        .prepare(
          'SELECT mediaID, name, type, size, width, height, foreignType, foreignID, insertUserID, dateInserted FROM media WHERE mediaID = ?',
        )
        .get(req.params.id) as MediaRow | undefined;
      if (!m) throw notFound('Media');
      return serialize(m, originOf(req));
    },
  );
}

/** The site path of one of this forum's uploads, from a path or an absolute URL on this host. */
function ownUploadPath(url: string, host: string): string | undefined {
  try {
    const base = new URL(`http://${host}`);
    const u = new URL(url, base);
    return u.host === base.host && /^\/uploads\/\d+\/[^/]+$/.test(u.pathname)
      ? u.pathname
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves uploaded files at /uploads/{mediaID}/{name} (outside /api/v2), and the download link
 * of rich2 file embeds (spec 04 §5.3), `/api/v2/media/download-by-url?url=…`: a redirect to the
 * upload when the URL is one of this forum's, 404 otherwise.
 */
export function registerUploadFiles(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { url?: string } }>(
    '/api/v2/media/download-by-url',
    async (req, reply) => {
      const target = ownUploadPath(String(req.query.url ?? ''), req.host);
      if (target === undefined) throw notFound('File');
      return reply.redirect(target, 302);
    },
  );
  app.get<{ Params: { id: string; name: string } }>('/uploads/:id/:name', async (req, reply) => {
    const m = ctx.db
      .prepare('SELECT type, content FROM media WHERE mediaID = ?')
      .get(Number(req.params.id)) as { type: string; content: Buffer } | undefined;
    if (!m) throw notFound('File');
    const safeType = /^image\/(png|gif|jpeg|webp)$/.test(m.type)
      ? m.type
      : 'application/octet-stream';
    return reply
      .type(safeType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', safeType.startsWith('image/') ? 'inline' : 'attachment')
      .send(m.content);
  });
}
