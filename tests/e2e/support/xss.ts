// Shared pieces of the XSS sweeps (issue #11 §2): the payloads, a page that reports every sign
// of an injection (dialogs, the canary, console messages, page errors, CSP violations), and the
// DOM checks: nothing under our roots that could run code, and no link a script could ride on.
import type { Browser, Page } from 'playwright-core';

/** What every payload runs if it ever executes: a global counter, the canary. */
export const HIT = 'window.__xss=(window.__xss||0)+1';
export const CANARY = '__xss';

export const TEXT = [
  `<img src=x onerror="${HIT}">`,
  `"><script>${HIT}</script>`,
  `<svg><script>${HIT}</script></svg>`,
  `<svg onload="${HIT}"><a xlink:href="javascript:${HIT}">svg</a></svg>`,
  `<a href="javascript:${HIT}">link</a><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
];
export const URLS = [
  `javascript:${HIT}`,
  ` JaVaScRiPt:${HIT}`,
  `data:text/html,<script>${HIT}</script>`,
  `vbscript:${HIT}`,
];
export const CSS = [
  `expression(${HIT})`,
  `url(javascript:${HIT})`,
  `red;background:url(javascript:${HIT})`,
  `#fff}</style><script>${HIT}</script>`,
];

/** String fields a response keeps as they are: dates, enums and codes the widgets branch on. */
export const KEEP = new Set([
  'type',
  'recordType',
  'activityType',
  'reason',
  'status',
  'class',
  'format',
  'displayAs',
  'pinLocation',
  'urlcode',
  'urlCode',
]);

/**
 * A copy of a real API answer with every string field replaced by a payload: fields named
 * `…url`/`…Url` get a link payload, the others a text payload, in turn. Dates, numeric strings
 * and the `keep` fields stay, so ids, enums and timestamps remain valid.
 */
export function poison(value: unknown, keep: ReadonlySet<string> = KEEP, start = 0): unknown {
  let n = start;
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') {
      if (keep.has(key) || /^date/i.test(key) || /^\d+$/.test(v)) return v;
      n += 1;
      return /url$/i.test(key) ? URLS[n % URLS.length] : TEXT[n % TEXT.length];
    }
    if (Array.isArray(v)) return v.map((item) => walk(item, key));
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    }
    return v;
  };
  return walk(value, '');
}

/**
 * Records CSP violations from the first byte (a string: tsx would wrap a function's names).
 * Each entry says whether it came from an element of the page (`page`) or from no element of
 * it (`detached`): Chromium also reports an inline handler, a `style` attribute or a `<style>`
 * element it meets while DOMParser (or DOMPurify, or a `<template>`) parses a string into an
 * inert document, where nothing runs or applies. Those reports name the page's document as
 * their target; a real one names the element that broke the policy (checked in Chromium: a
 * `style` attribute or `<style>` added to the page is reported on that element).
 */
const CSP_WATCH = `(() => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    const t = e.target;
    const onElement = t && t.nodeType === 1 && t.isConnected;
    const inline = ['script-src-attr', 'style-src-attr', 'style-src-elem'];
    const detached = inline.includes(e.violatedDirective) && !onElement;
    window.__cspViolations.push({
      detached,
      text: e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + e.sourceFile + ':' + e.lineNumber +
        (onElement ? ' on ' + t.outerHTML.slice(0, 160) : ' on ' + (t && t.nodeName)),
    });
  });
})();`;

export interface Watched {
  page: Page;
  dialogs: string[];
  /** Console messages that name the canary or 'xss' (a blocked navigation to a payload, say). */
  consoleHits: string[];
  pageErrors: string[];
}

/**
 * A fresh context and page. With `bypassCSP` (the default) the page's policy is off, so an
 * injection that reached the DOM would really run; without it the page's CSP applies and any
 * attempt shows up as a violation.
 */
export async function openWatched(browser: Browser, bypassCSP = true): Promise<Watched> {
  const context = await browser.newContext({ bypassCSP });
  const page = await context.newPage();
  // On the page, not the context: a context with init scripts is not kept for the next test.
  await page.addInitScript(CSP_WATCH);
  const watched: Watched = { page, dialogs: [], consoleHits: [], pageErrors: [] };
  page.on('dialog', (d) => {
    watched.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/xss/i.test(text)) watched.consoleHits.push(text.slice(0, 300));
  });
  page.on('pageerror', (err) => watched.pageErrors.push(err.message));
  return watched;
}

/**
 * Where the DOM checks look: our widget roots. A sweep of a page that shows server-rendered
 * user content (a post's body, a comment the comment box added to the page's list) names
 * those containers too.
 */
export const ROOTS: readonly string[] = ['.fw-root'];

/** Everything under `roots` that could run code or navigate to a script. */
export async function dangerous(page: Page, roots: readonly string[] = ROOTS): Promise<string[]> {
  return page.evaluate((scopes) => {
    const found: string[] = [];
    const selector = scopes.map((r) => `${r} *, ${r}`).join(', ');
    for (const el of document.querySelectorAll(selector)) {
      for (const attr of Array.from(el.attributes)) {
        const v = attr.value.replace(/\s+/g, '').toLowerCase();
        if (attr.name.startsWith('on')) found.push(`${el.tagName} ${attr.name}`);
        if (
          ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcdoc'].includes(attr.name) &&
          /^(javascript|data|vbscript):/.test(v)
        )
          found.push(`${el.tagName} ${attr.name}=${v.slice(0, 30)}`);
        if (attr.name === 'style' && /expression|javascript:|url\(|__xss/.test(v))
          found.push(`${el.tagName} style=${v.slice(0, 40)}`);
      }
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FRAME', 'BASE', 'META'].includes(el.tagName))
        found.push(el.tagName);
    }
    // Our style tags: a theme value must never carry a payload into CSS.
    for (const style of document.querySelectorAll('style[data-fw-style]')) {
      const css = (style.textContent ?? '').toLowerCase();
      if (/__xss|expression\(|javascript:|<\/style|<script/.test(css))
        found.push(`STYLE ${style.getAttribute('data-fw-style')}`);
    }
    return found;
  }, roots);
}

/**
 * Links and images under `roots` that 01 §5 calls unsafe: a link is safe only if it starts
 * with http:, https:, mailto:, tel:, a slash (not `//` or `/\`) or a hash.
 */
export async function unsafeLinks(page: Page, roots: readonly string[] = ROOTS): Promise<string[]> {
  return page.evaluate((scopes) => {
    const safe = /^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i;
    // eslint-disable-next-line no-control-regex
    const control = /[\u0000-\u001f\u007f]/;
    const found: string[] = [];
    const attrs: Array<[string, string]> = [
      ['a[href], area[href]', 'href'],
      ['img[src], source[src], video[src], audio[src]', 'src'],
      ['form[action]', 'action'],
    ];
    for (const [selector, name] of attrs) {
      for (const el of document.querySelectorAll(
        selector
          .split(', ')
          .flatMap((s) => scopes.map((r) => `${r} ${s}`))
          .join(', '),
      )) {
        const value = (el.getAttribute(name) ?? '').trim();
        const where = el.className || el.parentElement?.className || '';
        if (!safe.test(value) || control.test(value))
          found.push(`${el.tagName}.${where} ${name}="${value.slice(0, 60)}"`);
      }
    }
    return found;
  }, roots);
}

/** Anchors under `roots` rendered without an href: links that cannot be followed. */
export function inertLinks(page: Page, roots: readonly string[] = ROOTS): Promise<number> {
  return page.evaluate(
    (scopes) =>
      document.querySelectorAll(scopes.map((r) => `${r} a:not([href])`).join(', ')).length,
    roots,
  );
}

/** The text shown under our roots (portals included). */
export function rootText(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.fw-root'))
      .map((el) => el.textContent ?? '')
      .join('\n'),
  );
}

export interface Tally {
  /** Payload code that ran: the canary's count, summed over the pages of a sweep. */
  executions: number;
  dialogs: number;
  /** CSP violations from elements of the page or from navigations, each counted once. */
  violations: number;
  /** CSP reports from parsing a string into an inert document; nothing ran (see CSP_WATCH). */
  detachedReports: number;
  /** The most dangerous nodes, unsafe links and anchors without an href seen at one check. */
  dangerous: number;
  unsafeLinks: number;
  /** The most anchors without an href seen at once: links left unclickable. */
  inertLinks: number;
  checks: number;
}

interface Violation {
  detached: boolean;
  text: string;
}

/**
 * Collects findings at checkpoints of a sweep. `check(label)` reads the page; `problems()`
 * adds what the listeners saw over the whole sweep. A clean sweep has no problems.
 */
export class Sweep {
  /** Each finding once, under the label of the checkpoint that first saw it. */
  private readonly found = new Map<string, string>();
  private seenViolations = 0;
  private seenExecutions = 0;
  readonly detached = new Set<string>();
  readonly tally: Tally = {
    executions: 0,
    dialogs: 0,
    violations: 0,
    detachedReports: 0,
    dangerous: 0,
    unsafeLinks: 0,
    inertLinks: 0,
    checks: 0,
  };

  /** `roots`: where the DOM checks look (our widget roots unless the sweep names more). */
  constructor(
    private readonly watched: Watched,
    private readonly roots: readonly string[] = ROOTS,
  ) {}

  private add(label: string, finding: string): void {
    if (!this.found.has(finding)) this.found.set(finding, label);
  }

  async check(label: string): Promise<void> {
    const { page } = this.watched;
    const executions = await page.evaluate(
      () => (window as unknown as { __xss?: number }).__xss ?? 0,
    );
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
    );
    const bad = await dangerous(page, this.roots);
    const links = await unsafeLinks(page, this.roots);
    // The page's lists grow until it navigates; only entries past those already read are new.
    const fresh = violations.slice(
      violations.length < this.seenViolations ? 0 : this.seenViolations,
    );
    this.seenViolations = violations.length;
    this.tally.checks += 1;
    const gained =
      executions >= this.seenExecutions ? executions - this.seenExecutions : executions;
    this.seenExecutions = executions;
    if (gained > 0) {
      this.tally.executions += gained;
      this.add(label, `${gained} payload execution(s) (canary at ${executions})`);
    }
    for (const v of fresh) {
      if (v.detached) {
        this.tally.detachedReports += 1;
        this.detached.add(v.text);
      } else {
        this.tally.violations += 1;
        this.add(label, `CSP violation ${v.text} (#${this.tally.violations})`);
      }
    }
    for (const b of bad) this.add(label, `dangerous ${b}`);
    for (const l of links) this.add(label, `unsafe link ${l}`);
    this.tally.dangerous = Math.max(this.tally.dangerous, bad.length);
    this.tally.unsafeLinks = Math.max(this.tally.unsafeLinks, links.length);
    this.tally.inertLinks = Math.max(this.tally.inertLinks, await inertLinks(page, this.roots));
  }

  problems(): string[] {
    const { dialogs, consoleHits, pageErrors } = this.watched;
    this.tally.dialogs = dialogs.length;
    return [
      ...[...this.found].map(([finding, label]) => `${label}: ${finding}`),
      ...dialogs.map((d) => `dialog: ${d}`),
      ...consoleHits.map((c) => `console: ${c}`),
      ...pageErrors.map((e) => `page error: ${e}`),
    ];
  }
}
