/** /locales, /translation-services, /translations: languages and content translation. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { getConfig } from '../model/config.ts';
import { contentLocaleStore } from '../model/discussions.ts';
import { fieldError, notFound, validationError, type FieldError } from '../lib/errors.ts';
import { requirePermission, requireSignedIn } from './guards.ts';
import { obj } from './schemas.ts';

interface LocaleRow {
  localeID: string;
  localeKey: string;
  regionalKey: string;
  displayNames: string;
  translationService: string | null;
}

function serialize(l: LocaleRow): Record<string, unknown> {
  return {
    localeID: l.localeID,
    localeKey: l.localeKey,
    regionalKey: l.regionalKey,
    displayNames: JSON.parse(l.displayNames) as Record<string, string>,
    translationService: l.translationService,
  };
}

function getLocale(ctx: AppContext, id: string): LocaleRow {
  const l = ctx.db
    .prepare('SELECT * FROM locales WHERE localeID = ? OR localeKey = ?')
    .get(id, id) as LocaleRow | undefined;
  if (!l) throw notFound('Locale');
  return l;
}

export function interfaceTranslations(ctx: AppContext, locale: string): Record<string, string> {
  const rows = ctx.db
    .prepare('SELECT key, translation FROM interface_translations WHERE locale = ?')
    .all(locale) as { key: string; translation: string }[];
  return Object.fromEntries(rows.map((r) => [r.key, r.translation]));
}

const translationItem = obj(
  {
    translationPropertyKey: { type: 'string' },
    recordType: { type: 'string', minLength: 1 },
    recordID: { type: 'integer' },
    recordKey: { type: 'string' },
    propertyName: { type: 'string', minLength: 1 },
    locale: { type: 'string', minLength: 2 },
    translation: { type: 'string', maxLength: 10000 },
  },
  ['recordType', 'propertyName', 'locale'],
);
interface TranslationItem {
  recordType: string;
  recordID?: number;
  recordKey?: string;
  propertyName: string;
  locale: string;
  translation?: string;
}

/** The limits of the translated properties, as their source fields have them (discussions.ts). */
const TRANSLATION_LIMITS: Record<string, number> = { 'discussion.name': 100, 'category.name': 255 };

function keyOf(item: TranslationItem, i: number): string {
  const key = item.recordID !== undefined ? String(item.recordID) : item.recordKey;
  if (!key) throw fieldError(`${i}.recordID`, 'recordID or recordKey is required.', 'required');
  return key;
}

/**
 * The content locale of a request: its `?locale=` when that names a configured locale; for an
 * /api/v2 call without one, the `?locale=` of the same-origin page that made it (its Referer),
 * so that the library's refetches on `/discussions?locale=fr` stay in French. The site's default
 * locale (and no locale) means the source text.
 */
export function contentLocaleOf(ctx: AppContext, req: FastifyRequest): string | null {
  const known = new Set(
    (ctx.db.prepare('SELECT localeKey FROM locales').all() as { localeKey: string }[]).map(
      (l) => l.localeKey,
    ),
  );
  const pick = (value: unknown): string | null =>
    typeof value === 'string' && known.has(value) ? value : null;
  const own = pick((req.query as Record<string, unknown> | undefined)?.locale);
  if (own) return own;
  const referer = req.headers.referer;
  if (!req.url.startsWith('/api/v2/') || !referer) return null;
  try {
    const from = new URL(referer);
    if (from.host !== req.headers.host) return null;
    return pick(from.searchParams.get('locale'));
  } catch {
    return null;
  }
}

/**
 * Runs every request (pages and /api/v2) inside its content locale, read by the discussion
 * serializer (model/discussions.ts) to serve translated titles. Registered on the root app.
 */
export function registerContentLocale(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const locale = contentLocaleOf(ctx, req);
    const source = String(getConfig(ctx.db, 'garden.locale') ?? 'en');
    contentLocaleStore.run({ locale: locale === source ? null : locale }, done);
  });
}

export function registerLocaleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/locales', async () =>
    (
      ctx.db
        .prepare('SELECT * FROM locales WHERE enabled = 1 ORDER BY localeID')
        .all() as LocaleRow[]
    ).map(serialize),
  );
  app.get<{ Params: { id: string } }>('/locales/:id', async (req) =>
    serialize(getLocale(ctx, req.params.id)),
  );
  app.get<{ Params: { id: string } }>('/locales/translations/:id', async (req) =>
    interfaceTranslations(ctx, getLocale(ctx, req.params.id).localeKey),
  );

  app.patch<{ Params: { id: string }; Body: { translationService: string | null } }>(
    '/locales/:id',
    {
      schema: {
        body: obj(
          { translationService: { type: ['string', 'null'] } },
          ['translationService'],
          false,
        ),
      },
    },
    async (req) => {
      requireSignedIn(req);
      requirePermission(req, 'site.manage');
      const l = getLocale(ctx, req.params.id);
      const svc = req.body.translationService;
      if (
        svc !== null &&
        !ctx.db.prepare('SELECT 1 FROM translation_services WHERE type = ?').get(svc)
      ) {
        throw fieldError('translationService', `Unknown translation service "${svc}".`, 'enum');
      }
      ctx.db
        .prepare('UPDATE locales SET translationService = ? WHERE localeID = ?')
        .run(svc, l.localeID);
      return serialize(getLocale(ctx, l.localeID));
    },
  );

  app.get('/translation-services', async (req) => {
    requireSignedIn(req);
    requirePermission(req, 'site.manage');
    const rows = ctx.db
      .prepare(
        'SELECT type, name, isConfigured, isDefault, config FROM translation_services ORDER BY type',
      )
      .all() as {
      type: string;
      name: string;
      isConfigured: number;
      isDefault: number;
      config: string;
    }[];
    return rows.map((r) => ({
      type: r.type,
      name: r.name,
      isConfigured: r.isConfigured === 1,
      isDefault: r.isDefault === 1,
      config: JSON.parse(r.config) as unknown,
    }));
  });

  app.put<{ Params: { type: string }; Body: Record<string, unknown> }>(
    '/translation-services/:type',
    {
      schema: {
        body: obj({ apiKey: { type: 'string', minLength: 1 }, isDefault: { type: 'boolean' } }),
      },
    },
    async (req) => {
      requireSignedIn(req);
      requirePermission(req, 'site.manage');
      const row = ctx.db
        .prepare('SELECT type FROM translation_services WHERE type = ?')
        .get(req.params.type);
      if (!row) throw notFound('Translation service');
      const { isDefault, ...config } = req.body;
      ctx.db.transaction(() => {
        if (isDefault) ctx.db.prepare('UPDATE translation_services SET isDefault = 0').run();
        ctx.db
          .prepare(
            'UPDATE translation_services SET config = ?, isConfigured = 1, isDefault = COALESCE(?, isDefault) WHERE type = ?',
          )
          .run(
            JSON.stringify(config),
            isDefault === undefined ? null : isDefault ? 1 : 0,
            req.params.type,
          );
      })();
      const r = ctx.db
        .prepare('SELECT * FROM translation_services WHERE type = ?')
        .get(req.params.type) as {
        type: string;
        name: string;
        isConfigured: number;
        isDefault: number;
      };
      return {
        type: r.type,
        name: r.name,
        isConfigured: r.isConfigured === 1,
        isDefault: r.isDefault === 1,
      };
    },
  );

  app.get<{
    Params: { resource: string };
    Querystring: {
      locale: string;
      recordType?: string;
      recordIDs?: string[];
      recordKeys?: string[];
    };
  }>(
    '/translations/:resource',
    {
      schema: {
        querystring: obj(
          {
            locale: { type: 'string', minLength: 2 },
            recordType: { type: 'string' },
            recordIDs: { type: 'array', items: { type: 'integer' } },
            recordKeys: { type: 'array', items: { type: 'string' } },
          },
          ['locale'],
        ),
      },
    },
    async (req) => {
      const q = req.query;
      const keys = [...(q.recordIDs ?? []).map(String), ...(q.recordKeys ?? [])];
      const rows = ctx.db
        .prepare(
          `SELECT * FROM content_translations WHERE resource = ? AND locale = ? ${q.recordType ? 'AND recordType = ?' : ''}
           ${keys.length ? `AND recordKey IN (${keys.map(() => '?').join(',')})` : ''} ORDER BY recordType, recordKey, propertyName`,
        )
        .all(req.params.resource, q.locale, ...(q.recordType ? [q.recordType] : []), ...keys) as {
        resource: string;
        recordType: string;
        recordKey: string;
        propertyName: string;
        locale: string;
        translation: string;
      }[];
      return rows.map((r) => ({
        resource: r.resource,
        key: `${r.recordType}.${r.recordKey}.${r.propertyName}`,
        translationPropertyKey: `${r.recordType}.${r.recordKey}.${r.propertyName}`,
        recordType: r.recordType,
        ...(/^\d+$/.test(r.recordKey)
          ? { recordID: Number(r.recordKey) }
          : { recordKey: r.recordKey }),
        propertyName: r.propertyName,
        locale: r.locale,
        translation: r.translation,
      }));
    },
  );

  const write =
    (remove: boolean): ((req: { params: { resource: string }; body: TranslationItem[] }) => void) =>
    (req) => {
      const errors: FieldError[] = [];
      const locales = new Set(
        (ctx.db.prepare('SELECT localeKey FROM locales').all() as { localeKey: string }[]).map(
          (l) => l.localeKey,
        ),
      );
      req.body.forEach((item, i) => {
        if (!locales.has(item.locale))
          errors.push({
            field: `${i}.locale`,
            message: `Unknown locale "${item.locale}".`,
            code: 'enum',
          });
        const limit = TRANSLATION_LIMITS[`${item.recordType}.${item.propertyName}`];
        if (!remove && limit !== undefined && (item.translation ?? '').length > limit)
          errors.push({
            field: `${i}.translation`,
            message: `translation is longer than ${limit} characters.`,
            code: 'maxLength',
          });
        if (!remove && (item.translation === undefined || item.translation === ''))
          errors.push({
            field: `${i}.translation`,
            message: 'translation is required.',
            code: 'required',
          });
      });
      if (errors.length) throw validationError(errors);
      ctx.db.transaction(() => {
        req.body.forEach((item, i) => {
          const key = keyOf(item, i);
          if (remove) {
            ctx.db
              .prepare(
                'DELETE FROM content_translations WHERE resource = ? AND recordType = ? AND recordKey = ? AND propertyName = ? AND locale = ?',
              )
              .run(req.params.resource, item.recordType, key, item.propertyName, item.locale);
          } else {
            ctx.db
              .prepare(
                'INSERT OR REPLACE INTO content_translations (resource, recordType, recordKey, propertyName, locale, translation) VALUES (?, ?, ?, ?, ?, ?)',
              )
              .run(
                req.params.resource,
                item.recordType,
                key,
                item.propertyName,
                item.locale,
                item.translation ?? '',
              );
          }
        });
      })();
    };
  for (const remove of [false, true]) {
    app.patch<{ Params: { resource: string }; Body: TranslationItem[] }>(
      `/translations/:resource${remove ? '/remove' : ''}`,
      { schema: { body: { type: 'array', items: translationItem, minItems: 1, maxItems: 500 } } },
      async (req, reply) => {
        requireSignedIn(req);
        requirePermission(req, 'site.manage');
        write(remove)(req);
        return reply.status(200).send([]);
      },
    );
  }
}
