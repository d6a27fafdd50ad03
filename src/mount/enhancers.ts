/**
 * Enhancers: upgraders of marker-less server HTML (`{ name, selector, load }`, see
 * `EnhancerDefinition`). The controller tests their selectors on the first scan and on every
 * inserted subtree; the first match loads the runtime and the enhancer's module and calls its
 * `enhance()` once per page. Plain functions over the controller's fields, like
 * `markerLifecycle.ts`, because the entry's minifier shortens their names and not methods'.
 */
import type { EnhancerDefinition, Runtime } from '@/store/runtimeTypes';

/** The controller's fields the enhancers share with it. */
export interface EnhancerHost {
  readonly opts: { doc: Document; loadRuntime: () => Promise<Runtime> };
  /** Observing: the controller is not disconnected. */
  readonly observer?: MutationObserver | null;
  runtime?: Promise<Runtime> | null;
  runtimeValue?: Runtime | null;
  /** Enhancers whose selector has not matched yet. */
  readonly dormant: EnhancerDefinition[];
  /** What the woken enhancers returned, run on disconnect. */
  readonly cleanups: Array<() => void>;
}

/** `markers` plus the selectors of the enhancers that have not woken up yet. */
export function withDormantSelectors(host: EnhancerHost, markers: string): string {
  return [markers, ...host.dormant.map((d) => d.selector)].join(', ');
}

/** Wakes, once, every dormant enhancer whose selector matches `root` or an element in it. */
export function wakeEnhancers(host: EnhancerHost, root: ParentNode): void {
  for (const def of [...host.dormant]) {
    const hit =
      (root instanceof Element && root.matches(def.selector)) ||
      root.querySelector(def.selector) !== null;
    if (!hit) continue;
    host.dormant.splice(host.dormant.indexOf(def), 1);
    host.runtime ??= host.opts.loadRuntime().then((runtime) => (host.runtimeValue = runtime));
    Promise.all([host.runtime, def.load()])
      .then(([runtime, mod]) => {
        if (!host.observer) return; // Disconnected meanwhile.
        host.cleanups.push(mod.enhance({ doc: host.opts.doc, runtime }));
      })
      .catch((error: unknown) => {
        host.runtime = host.runtimeValue ? host.runtime : null;
        console.error(
          `[forum-widgets] Enhancer "${def.name}" failed to load: ${(error as Error)?.message ?? error}`,
        );
      });
  }
}

/** Runs the cleanups of the woken enhancers. */
export function releaseEnhancers(host: EnhancerHost): void {
  for (const cleanup of host.cleanups.splice(0)) cleanup();
}
