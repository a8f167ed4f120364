import type { RoomAccess } from '@npat/protocol';
import { text } from '@/i18n/locale-store';
import { wordMessage } from '@/i18n/word-message';
import { roomGuardNotice } from './room-guard';

/**
 * The toast of a signed-in player the room guard sent home, in their language: a game at its final results
 * that they did not play in is over ('This game is over', not 'has already started'); anything else as
 * roomGuardNotice says (docs/product/screens.md#room-guard).
 */
export function roomGuardWords(access: RoomAccess | null): string {
  if (access?.phase === 'FINAL_RESULTS') return text().app.gameOver;
  return wordMessage(roomGuardNotice(access));
}
