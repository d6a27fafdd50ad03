/** The scheduled-draft publisher's face (draftPublisher.ts), as the app context holds it. */
export interface PublishResult {
  draftID: number;
  status: 'published' | 'error';
  recordType: string;
  /** The discussion or comment written. */
  recordID?: number;
  error?: string;
}

export interface DraftPublisher {
  /** Publishes every draft due at `now`; the timer calls it, tests may too. */
  tick(now?: Date): PublishResult[];
  stop(): void;
}
