/** A tiny stand-in for the browser's IntersectionObserver (jsdom has none). */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  /** The browser reports the target near the viewport. */
  near(): void {
    this.callback([{ isIntersecting: true }]);
  }
}
