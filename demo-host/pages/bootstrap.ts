/** The `#forum-widgets-config` JSON every page hands to the library (see src/mount/config.ts). */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { CSRF_HEADER } from '../auth/sessions.ts';
import { getConfig, getConfigMap } from '../model/config.ts';
import { getUser, unreadCounts } from '../model/users.ts';
import { BOOTSTRAP_CONFIG_KEYS } from '../seed/config.ts';
import { interfaceTranslations } from '../api/locales.ts';
import { avatarPath } from '../lib/urls.ts';
import { type ActivePreview, activePreview } from '../api/themes.ts';
import { esc } from '../lib/html.ts';
import { marker } from './html.ts';

export function pageLocale(ctx: AppContext, req: FastifyRequest): string {
  const wanted = (req.query as Record<string, unknown> | undefined)?.locale;
  const known = (
    ctx.db.prepare('SELECT localeKey FROM locales').all() as { localeKey: string }[]
  ).map((l) => l.localeKey);
  if (typeof wanted === 'string' && known.includes(wanted)) return wanted;
  return String(getConfig(ctx.db, 'garden.locale') ?? 'en');
}

export function bootstrapConfig(
  ctx: AppContext,
  req: FastifyRequest,
  csrfToken: string,
): Record<string, unknown> {
  const v = req.viewer;
  const user = v.signedIn ? getUser(ctx.db, v.userID) : undefined;
  const counts = unreadCounts(ctx.db, v.userID);
  const locale = pageLocale(ctx, req);
  const url = new URL(req.url, 'http://x');
  // While the session previews a theme, the runtime loads `GET /themes/current`, which answers
  // with the previewed theme (and revision), and the pages mount the ThemePreviewToast.
  const themePreview = activePreview(ctx, req);
  const currentUser = user
    ? {
        userID: user.userID,
        name: user.name,
        photoUrl: avatarPath(user.userID),
        roleIDs: v.roleIDs,
        isAdmin: v.isAdmin,
        emailConfirmed: user.emailConfirmed === 1,
        countUnreadNotifications: counts.notifications,
        countUnreadConversations: counts.conversations,
        dateLastActive: user.dateLastActive,
        banned: user.banned,
      }
    : {
        userID: 0,
        name: 'Guest',
      };
  return {
    siteUrl: '',
    siteName: String(getConfig(ctx.db, 'garden.title') ?? 'Demo Forum'),
    themeKey: themePreview ? 'current' : Number(getConfig(ctx.db, 'garden.currentTheme') ?? 1),
    ...(themePreview ? { themePreview } : {}),
    debug: ctx.debug,
    csrf: { header: CSRF_HEADER, token: csrfToken },
    locale,
    translations: interfaceTranslations(ctx, locale),
    currentUser,
    permissions: req.perms.toJSON(),
    config: { ...getConfigMap(ctx.db, BOOTSTRAP_CONFIG_KEYS), ...otherSiteConfig(ctx) },
    auditLog: {
      id: crypto.randomUUID(),
      requestPath: url.pathname,
      requestMethod: req.method,
      requestQuery: Object.fromEntries(url.searchParams),
    },
  };
}

/**
 * The "other site" of the demo (demo-host/otherSite/) as the embedding settings name it: the
 * origin allowed to frame the forum and talk to it, and the host whose players embeds may frame.
 */
function otherSiteConfig(ctx: AppContext): Record<string, unknown> {
  if (!ctx.otherSiteOrigin) return {};
  return {
    'embed.allowedOrigins': [ctx.otherSiteOrigin],
    'embed.iframeHosts': [new URL(ctx.otherSiteOrigin).host],
  };
}

/**
 * The theme preview toast's marker while the session previews a theme ('' otherwise); the
 * layout puts it on every page. Without scripts it is a notice linking to the themes page.
 */
export function themePreviewMarker(preview: ActivePreview | undefined): string {
  if (!preview) return '';
  return marker(
    'ThemePreviewToast',
    { ...preview },
    `<p class="Messages" role="status">Previewing the theme ${esc(preview.name)}. <a href="/appearance/themes">Appearance</a></p>`,
  );
}
