type Timer = ReturnType<typeof setTimeout>;

/**
 * Runs `run` at most once per `ms`, leading and trailing: at once when the last run is older
 * than `ms`, else once at the end of the window, so the last call always runs.
 */
export class Throttle {
  private last = Number.NEGATIVE_INFINITY;
  private timer: Timer | undefined;

  constructor(
    private readonly run: () => void,
    private readonly ms: number,
  ) {}

  schedule(): void {
    if (this.timer !== undefined) return;
    const wait = this.last + this.ms - Date.now();
    if (wait <= 0) this.fire();
    else this.timer = setTimeout(() => this.fire(), wait);
  }

  /** Runs a waiting call now. */
  flush(): void {
    if (this.timer !== undefined) this.fire();
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private fire(): void {
    this.cancel();
    this.last = Date.now();
    this.run();
  }
}

/** Runs `run` once `ms` have passed without another call. */
export class Debounce {
  private timer: Timer | undefined;

  constructor(
    private readonly run: () => void,
    private readonly ms: number,
  ) {}

  get pending(): boolean {
    return this.timer !== undefined;
  }

  schedule(): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.run();
    }, this.ms);
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
