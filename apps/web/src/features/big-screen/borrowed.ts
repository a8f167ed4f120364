/* eslint-disable no-restricted-imports -- the one way the big screen reaches into other features; see below. */
/**
 * What the big screen borrows from the lobby's and the game's features, so that the room's screen and the
 * phones draw the same QR code, letter reel, countdown ring, rude-answer blur, podium and confetti. Features
 * import only their own files and shared code (eslint.config.js): these belong in @/components or @/lib,
 * and once they move there, this file goes and its importers import them from there.
 */
import '@/features/game/answering/round-intro.css';

export { qrPath } from '@/features/lobby/qr-path';
export { rollStrip } from '@/features/game/answering/roll-strip';
export { CountdownArc } from '@/features/game/parts/countdown-arc';
export { formatCountdown, secondsLeft } from '@/features/game/parts/format-countdown';
export { useCountdown } from '@/features/game/parts/use-countdown';
export { RudeBlur } from '@/features/game/parts/rude-blur';
export { Confetti } from '@/features/game/results/confetti';
export { podiumOrder, podiumSteps } from '@/features/game/results/podium-steps';
