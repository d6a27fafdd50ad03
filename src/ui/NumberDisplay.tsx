import type { ReactElement } from 'react';
import { formatCompactNumber, formatFullNumber } from '@/i18n/numbers';

export interface NumberDisplayProps {
  value: number;
  className?: string;
}

/** A count in the k/m/b/t format ('1.2k'), with the full value ('1,234') in its title. */
export function NumberDisplay({ value, className }: NumberDisplayProps): ReactElement {
  return (
    <data
      className={className ? `fw-number ${className}` : 'fw-number'}
      value={String(value)}
      title={formatFullNumber(value)}
    >
      {formatCompactNumber(value)}
    </data>
  );
}
