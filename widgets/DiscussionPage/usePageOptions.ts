import { useMemo } from 'react';
import { selectConfigFlag } from '@/store/configFlags';
import { selectConfigValue } from '@/store/configSlice';
import { useAppSelector } from '@/store/hooks';

/** The site settings the post page reads, one stable object per page. */
export interface PageOptions {
  /** `signatures.enabled`: show the authors' signatures. */
  signatures: boolean;
  /** `signatures.hideMobile`: hide them under 600 px. */
  signaturesHideMobile: boolean;
  /** `signatures.imageMaxHeight` in px; 0 means no limit (03 §5). */
  signatureImageMaxHeight: number;
  /** `aiAssistant.userID`: content by this user carries the AI indicator (03 §3). */
  aiUserID?: number;
  /** `garden.editTimeout` in seconds; -1 means no limit (02 §5). */
  editTimeout: number;
}

export function usePageOptions(): PageOptions {
  const signatures = useAppSelector((s) => selectConfigFlag(s, 'signatures.enabled'));
  const hideMobile = useAppSelector((s) => selectConfigFlag(s, 'signatures.hideMobile'));
  const maxHeight = useAppSelector((s) =>
    selectConfigValue<unknown>(s, 'signatures.imageMaxHeight', 0),
  );
  const aiUserID = useAppSelector((s) =>
    selectConfigValue<unknown>(s, 'aiAssistant.userID', undefined),
  );
  const editTimeout = useAppSelector((s) =>
    selectConfigValue<unknown>(s, 'garden.editTimeout', -1),
  );
  return useMemo<PageOptions>(() => {
    const height = Number(maxHeight);
    const timeout = Number(editTimeout);
    return {
      signatures,
      signaturesHideMobile: hideMobile,
      signatureImageMaxHeight: Number.isFinite(height) && height > 0 ? height : 0,
      aiUserID: typeof aiUserID === 'number' ? aiUserID : undefined,
      editTimeout: Number.isFinite(timeout) ? timeout : -1,
    };
  }, [signatures, hideMobile, maxHeight, aiUserID, editTimeout]);
}
