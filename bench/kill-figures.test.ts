import type { PlayerView } from '@npat/engine';
import { describe, expect, it } from 'vitest';
import { KILL_WINDOW_MS, KillFigures, summarizeKill } from './kill-figures.ts';

/** Only the fields noteView reads. */
function view(roomId: string, round: number, phaseEndsAt: number, stopped = false): PlayerView {
  return {
    roomId,
    phase: 'ANSWERING',
    phaseEndsAt,
    round: { number: round, stop: stopped ? { uid: 'u' } : null },
  } as unknown as PlayerView;
}

describe('KillFigures', () => {
  it('blames on the kill only disconnects in the window after it', () => {
    const figures = new KillFigures();
    expect(figures.explains(1000)).toBe(false);
    figures.killedAt = 1000;
    expect(figures.explains(999)).toBe(false);
    expect(figures.explains(1000 + KILL_WINDOW_MS)).toBe(true);
    expect(figures.explains(1001 + KILL_WINDOW_MS)).toBe(false);
  });

  it('finds a room round whose answering deadline two bots saw differently', () => {
    const figures = new KillFigures();
    figures.noteView(view('r1', 1, 5000));
    figures.noteView(view('r1', 1, 5000));
    figures.noteView(view('r2', 1, 6000));
    figures.noteView(view('r2', 1, 6500));
    const summary = summarizeKill(figures);
    expect(summary.roundsCompared).toBe(2);
    expect(summary.deadlinesMoved).toEqual(['r2/1: 6000 → 6500']);
  });

  it('ignores the deadline a STOP sets on purpose', () => {
    const figures = new KillFigures();
    figures.noteView(view('r1', 1, 5000));
    figures.noteView(view('r1', 1, 3000, true));
    expect(summarizeKill(figures).deadlinesMoved).toEqual([]);
  });

  it('summarises reconnect times and refused resends', () => {
    const figures = new KillFigures();
    figures.killedAt = 1;
    figures.reconnectMs.push(100, 200, 300);
    figures.noteRefusedResend('game:done', 'already-done');
    figures.noteRefusedResend('game:done', 'already-done');
    const summary = summarizeKill(figures);
    expect(summary).toMatchObject({ killed: true, reconnects: 3, reconnectP50Ms: 200, reconnectMaxMs: 300 });
    expect(summary.refusedAfterResend).toEqual({ 'game:done (already-done)': 2 });
  });
});
