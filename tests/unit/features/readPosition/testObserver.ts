/** An IntersectionObserver the test drives: `show(el, ratio)` reports `el` at that ratio. */
export class TestObserver {
  static current: TestObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.current = this;
  }
  observe(el: Element): void {
    this.targets.add(el);
  }
  unobserve(el: Element): void {
    this.targets.delete(el);
  }
  disconnect(): void {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  show(el: Element, ratio: number, height = 100): void {
    if (!this.targets.has(el)) return;
    const entry = {
      target: el,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      intersectionRect: { height: height * ratio } as DOMRectReadOnly,
      rootBounds: { height: 800 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}
