/** The big screen of a room (docs/product/rules.md#big-screen): any device opens it, signed in or not. */
export function bigScreenPath(roomId: string): string {
  return `/screen/${encodeURIComponent(roomId)}`;
}
