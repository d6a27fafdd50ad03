import type {
  AnyWidgetComponent,
  PropsCheck,
  RegisterOptions,
  WidgetLoader,
} from '@/api/types/widgetContract';

export interface RegistryEntry {
  name: string;
  component?: AnyWidgetComponent;
  load?: WidgetLoader;
  /**
   * A function, or a Standard Schema until the runtime chunk has made it one
   * (src/mount/standardSchema.ts); the entry's checks skip a schema.
   */
  validate?: PropsCheck<unknown>;
  /** The pending or settled load of the component. */
  loading?: Promise<AnyWidgetComponent>;
  /** The component, once known. */
  resolved?: AnyWidgetComponent;
}

/** The registry and its loader, as the entry hands them to the runtime chunk. */
export interface RegistryAccess {
  registry: Registry;
  resolveComponent: (entry: RegistryEntry) => Promise<AnyWidgetComponent>;
}

export const keyOf = (name: string): string => name.trim().toLowerCase();

/** Widget names, matched case-insensitively. The first registration wins unless `overwrite`. */
export class Registry {
  /** Read by the runtime chunk, which adopts the entries registered before it loaded. */
  readonly entries = new Map<string, RegistryEntry>();
  private listeners = new Set<(entry: RegistryEntry) => void>();
  pageName: string | null = null;
  /** Set by the runtime chunk: makes a new entry's Standard Schema a validator before anyone reads it. */
  declare adopt?: (entry: RegistryEntry) => void;

  add(
    name: string,
    impl: { component?: AnyWidgetComponent; load?: WidgetLoader },
    options: RegisterOptions<unknown> = {},
    warn: (message: string) => void,
  ): boolean {
    if (typeof name !== 'string' || name.trim() === '') {
      throw new TypeError('ForumWidgets.register: the widget name must be a non-empty string');
    }
    const key = keyOf(name);
    if (this.entries.has(key) && !options.overwrite) {
      warn(
        `Widget "${name}" is already registered; keeping the first registration. Pass { overwrite: true } to replace it.`,
      );
      return false;
    }
    const entry: RegistryEntry = {
      name: name.trim(),
      ...impl,
      resolved: impl.component,
      validate: options.validate,
    };
    this.adopt?.(entry);
    this.entries.set(key, entry);
    if (options.page) this.pageName = entry.name;
    for (const listener of this.listeners) listener(entry);
    return true;
  }

  get(name: string): RegistryEntry | undefined {
    return this.entries.get(keyOf(name));
  }

  onAdded(listener: (entry: RegistryEntry) => void): void {
    this.listeners.add(listener);
  }
}

/** Resolves an entry's component, loading it once; a failed load may be retried by a later marker. */
export function resolveComponent(entry: RegistryEntry): Promise<AnyWidgetComponent> {
  if (entry.component) {
    entry.resolved = entry.component;
    return Promise.resolve(entry.component);
  }
  if (!entry.loading) {
    const load = entry.load!;
    entry.loading = Promise.resolve()
      .then(load)
      .then((mod) => {
        // A widget may carry its props validator in its own chunk (`export validateProps`),
        // so the entry holds only its name and import; it is checked before the first render.
        entry.validate ??= (mod as { validateProps?: PropsCheck<unknown> })?.validateProps;
        return (entry.resolved = pickComponent(mod, entry.name));
      })
      .catch((error: unknown) => {
        entry.loading = undefined;
        throw error;
      });
  }
  return entry.loading;
}

function pickComponent(mod: unknown, name: string): AnyWidgetComponent {
  if (typeof mod === 'function') return mod as AnyWidgetComponent;
  if (mod && typeof mod === 'object') {
    const record = mod as Record<string, unknown>;
    const found = record[name] ?? record.default;
    if (typeof found === 'function' || (found && typeof found === 'object'))
      return found as AnyWidgetComponent;
  }
  throw new Error(`the loaded module has no export named "${name}" and no default export`);
}
