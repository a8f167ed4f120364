import type { DraftUpdate, RoomUpdate } from './rooms-repository.ts';

/** What the writer thread is started with. */
export interface WriterThreadData {
  readonly file: string;
  /** The WAL checkpointer runs (wal-checkpointer.ts): this connection's commits must not checkpoint. */
  readonly checkpointedElsewhere: boolean;
}

/** From the server's thread to the writer thread. */
export type WriterRequest =
  | { readonly type: 'drafts'; readonly id: number; readonly changes: readonly DraftUpdate[] }
  | { readonly type: 'rooms'; readonly id: number; readonly changes: readonly RoomUpdate[] }
  /** The checkpointer failed: commits checkpoint by themselves again, as SQLite does by default. */
  | { readonly type: 'checkpoint-by-itself' }
  | { readonly type: 'close' };

/** A failed transaction, as far as an error crosses threads. */
export interface WriteFailure {
  readonly name: string;
  readonly message: string;
  readonly code?: string | undefined;
}

/** From the writer thread: one batch's outcome. */
export type WriterReply =
  | { readonly id: number; readonly results: readonly boolean[] }
  | { readonly id: number; readonly failure: WriteFailure };
