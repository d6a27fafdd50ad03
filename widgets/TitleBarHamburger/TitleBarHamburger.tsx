import type { ReactElement } from 'react';
import { propsShape } from '@/index';
import { HamburgerButton } from '@/features/navigation/components/HamburgerButton';
import { type NavigationSettings, useNavigation } from '@/features/navigation/useNavigation';

export interface TitleBarHamburgerProps {
  navigation?: NavigationSettings;
  contents?: string;
}

/** The props check the runtime runs after this chunk loads. */
export const validateProps = propsShape<TitleBarHamburgerProps>({ navigation: 'object?' });

/** The compact menu button alone: it opens the 'Site Navigation' side panel (02 §2). */
export function TitleBarHamburger({ navigation }: TitleBarHamburgerProps): ReactElement {
  // It is the compact menu, so the mobile-only items are always part of it.
  const { items, activeID } = useNavigation(navigation, true);
  return <HamburgerButton items={items} activeID={activeID} />;
}
