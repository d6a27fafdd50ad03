import { useState } from 'react';
import type { WidgetProps } from '../../../src/index';
import { kit, useSelector } from './forum';
import type { MemberWelcomeProps } from './propsSchema';

/**
 * A theme's own widget: it greets the signed-in member by name (read from the page's one store,
 * which the built-in widgets fill) and counts waves with a React hook and the kit's CountBadge.
 */
export function MemberWelcome({ greeting = 'Welcome back' }: WidgetProps<MemberWelcomeProps>) {
  const name = useSelector((state) => state.currentUser.me.data?.name);
  const [waves, setWaves] = useState(0);
  const { Alert, CountBadge } = kit();
  return (
    <section className="theme-member-welcome" aria-label="Member welcome">
      <Alert type="info" message={name ? `${greeting}, ${name}` : 'Welcome, guest'} />
      <button type="button" onClick={() => setWaves((n) => n + 1)}>
        Wave <CountBadge count={waves} label="%s waves" />
      </button>
    </section>
  );
}
