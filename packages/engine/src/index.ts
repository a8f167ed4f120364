/** Pure game rules: no I/O, the clock and the random source are always passed in. */
export * from './text/normalize.ts';
export * from './text/text-rules.ts';
export { startsWithLetter, firstLetterOf } from './text/first-letter.ts';
export * from './categories/category-exists.ts';
export * from './categories/sort-by-added-at.ts';
export * from './lobby/room-state.ts';
export * from './lobby/create-room.ts';
export * from './lobby/join-room.ts';
export * from './lobby/leave-room.ts';
export * from './lobby/kick-player.ts';
export * from './lobby/make-host.ts';
export * from './lobby/bot-seats.ts';
export * from './lobby/bot-names.ts';
export * from './lobby/lock-room.ts';
export * from './lobby/update-settings.ts';
export * from './lobby/player-categories.ts';
export * from './lobby/set-slot-presence.ts';
export * from './lobby/start-game-from-lobby.ts';
export * from './lobby/lobby-view.ts';
export * from './lobby/join-code.ts';
export * from './game/constants.ts';
export * from './game/state.ts';
export type * from './game/events.ts';
export { PROGRESS_EVENT_TYPES } from './game/events.ts';
export * from './game/errors.ts';
export { seededRandom, type RandomSource } from './game/random-draw.ts';
export type { CustomCategoryInput } from './game/plan.ts';
export { startGame, type GameInput, type GamePlayerInput } from './game/start-game.ts';
export { advance, nextDeadline } from './game/advance.ts';
export { applyGameIntent, type GameIntent } from './game/intents/apply-intent.ts';
export { applyServerIntent, type ServerIntent } from './game/intents/server-intents.ts';
export { GAME_MOVES, type MovePayload } from './game/intents/game-moves.ts';
export { allowedIntents } from './game/view/allowed-intents.ts';
export type { AnswerRef } from './game/intents/review-intents.ts';
export {
  answersToJudge,
  applyRefereeMarks,
  awaitsReferee,
  type AnswerToJudge,
} from './game/review/referee-marks.ts';
export { revealEntries } from './game/review/reveal.ts';
export { countWords, isLongerThanAdvised } from './game/intents/answer-text.ts';
export {
  playerView,
  roundProgress,
  type PlayerView,
  type RoomAt,
  type RoundView,
  type PlayerSummary,
  type ProgressView,
  type SpectatorSummary,
} from './game/view/player-view.ts';
export { watchGame, type SpectatorProfile } from './game/spectating/spectator-intents.ts';
export { lateJoinRefusal } from './game/spectating/seats.ts';
export { progressMoved, progressUpdate, sameProgress, withProgress } from './game/view/progress-update.ts';
export { withOwnDraft } from './game/view/own-draft.ts';
export { playerViewTexts } from './game/view/view-texts.ts';
export type { ReviewView, ReviewCategoryView, ReviewAnswerView } from './game/view/review-view.ts';
export {
  gameResults,
  roundTable,
  type GameResults,
  type RoundTable,
  type TableAnswer,
} from './game/scoring/round-table.ts';
export { ranking, playerTotals, type Standing } from './game/scoring/standings.ts';
export { answeringDurationMs, reviewDurationMs } from './game/timing.ts';
export { savedDraft, withAnswerDrafts, type AnswerDraft } from './game/answer-drafts.ts';
