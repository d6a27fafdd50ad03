import { formatString, t } from '@/i18n/translate';

/** '%s point' for 0, '%s points' otherwise (03 §5). */
export function pointsLabel(score: number): string {
  return score === 0 ? formatString(t('%s point'), score) : formatString(t('%s points'), score);
}
