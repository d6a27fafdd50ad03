import { type KeyboardEvent, type ReactElement, useId, useRef, useState } from 'react';
import { LayoutChildren } from '@/features/layouts/components/LayoutNodes';
import type { TabsWidgetProps } from '@/features/layouts/layoutTypes';
import { useBasicsStyles } from './useBasicsStyles';

type Tab = TabsWidgetProps['tabs'][number];

function tabsOf(value: unknown): Tab[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (tab): tab is Tab =>
      typeof tab === 'object' && tab !== null && typeof (tab as Tab).label === 'string',
  );
}

/**
 * Tabs (the WAI-ARIA tabs pattern, automatic activation): arrow keys move between tabs, Home and
 * End go to the first and last; only the selected tab is in the tab order. A panel renders its
 * nodes the first time it is shown and keeps them (hidden) afterwards.
 */
export function Tabs(props: TabsWidgetProps): ReactElement | null {
  useBasicsStyles();
  const tabs = tabsOf(props.tabs);
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  if (tabs.length === 0) return null;
  const current = Math.min(selected, tabs.length - 1);

  const select = (index: number, focus: boolean): void => {
    setSelected(index);
    setVisited((before) => (before.has(index) ? before : new Set(before).add(index)));
    if (focus) buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className="fw-layoutTabs">
      <div className="fw-layoutTabs-list" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            className="fw-layoutTabs-tab"
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => select(index, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          className="fw-layoutTabs-panel"
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== current}
          tabIndex={0}
        >
          {(visited.has(index) || index === current) && (
            <LayoutChildren nodes={Array.isArray(tab.children) ? tab.children : []} />
          )}
        </div>
      ))}
    </div>
  );
}
