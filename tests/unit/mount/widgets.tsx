import { useEffect, useState, type ReactNode } from 'react';
import { useAppStore } from '@/store/hooks';
import type { WidgetProps } from '@/api/types/widgetContract';
import type { AppStore } from '@/store/store';

/** Test widgets with observable behaviour. */
export function Greeting({ name = 'world' }: WidgetProps<{ name?: string }>): ReactNode {
  return <p className="greeting">Hello, {name}</p>;
}

export function Contents({ contents }: WidgetProps): ReactNode {
  return <pre className="contents">{contents}</pre>;
}

export function Thrower(): ReactNode {
  throw new Error('kaboom');
}

export const stores = new Set<AppStore>();
export function StoreSpy(): ReactNode {
  const store = useAppStore();
  stores.add(store);
  return <span className="store-spy">store</span>;
}

/** Starts an interval on mount and records every tick, so a leak after unmount is visible. */
export const ticks = { count: 0, active: 0 };
export function Ticker(): ReactNode {
  const [n, setN] = useState(0);
  useEffect(() => {
    ticks.active++;
    const id = setInterval(() => {
      ticks.count++;
      setN((x) => x + 1);
    }, 10);
    return () => {
      ticks.active--;
      clearInterval(id);
    };
  }, []);
  return <span className="ticker">{n}</span>;
}

/** Renders a marker inside its own output, for nesting tests. */
export function Host({ inner }: WidgetProps<{ inner: string }>): ReactNode {
  return (
    <div className="host">
      <div data-react="Greeting" data-props={JSON.stringify({ name: inner })} />
    </div>
  );
}
