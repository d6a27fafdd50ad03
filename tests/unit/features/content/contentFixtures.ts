import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentConfig } from '@/features/content/contentConfig';

/** A content block with `html` (test-authored markup) in the page. */
export function block(html: string, className = 'userContent'): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  const template = document.createElement('template');
  template.innerHTML = html;
  element.append(template.content);
  document.body.append(element);
  return element;
}

export const CONFIG: ContentConfig = {
  iframeHosts: [],
  signatures: true,
  signaturesHideMobile: false,
  signatureImageMaxHeight: 0,
};

/**
 * A ResizeObserver stand-in (jsdom has none) and a settable layout width for every element:
 * `resize(width)` changes the width and notifies the observers, as a browser would.
 */
export function fakeLayout(): {
  resize(width: number, scrollWidth?: number): void;
  observed(): number;
  restore(): void;
} {
  let width = 0;
  let scroll = 0;
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  class FakeResizeObserver {
    private entry: { callback: ResizeObserverCallback; targets: Set<Element> };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element): void {
      this.entry.targets.add(target);
    }
    unobserve(target: Element): void {
      this.entry.targets.delete(target);
    }
    disconnect(): void {
      this.entry.targets.clear();
      observers.delete(this.entry);
    }
  }
  const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const scrollW = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  });
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get: () => scroll,
  });
  return {
    resize(next: number, nextScroll = next): void {
      width = next;
      scroll = nextScroll;
      for (const entry of Array.from(observers)) {
        if (entry.targets.size > 0) entry.callback([], entry as unknown as ResizeObserver);
      }
    },
    observed: () => Array.from(observers).reduce((n, entry) => n + entry.targets.size, 0),
    restore(): void {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
      if (client) Object.defineProperty(HTMLElement.prototype, 'clientWidth', client);
      if (scrollW) Object.defineProperty(Element.prototype, 'scrollWidth', scrollW);
    },
  };
}

/** One of 04 §10's example documents (`api/fixtures/rich2/{name}.json`). */
export function rich2Fixture(name: string): { html: string | null; rich2: unknown[] } {
  const file = path.resolve(__dirname, '../../../../api/fixtures/rich2', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as { html: string | null; rich2: unknown[] };
}

/** A fixture's server HTML (the real markup of a forum server, 04 §10). */
export function fixtureHtml(name: string): string {
  const html = rich2Fixture(name).html;
  if (html === null) throw new Error(`${name} has no server HTML`);
  return html;
}
