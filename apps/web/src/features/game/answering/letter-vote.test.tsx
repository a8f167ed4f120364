import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { act, newGame, T0, viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

describe('the letter vote', () => {
  it('offers three letters to veto, sends the veto, and counts the vetoes live', async () => {
    const game = newGame({ letterVote: true });
    const offered = game.rounds[0]!.letterVote!.offered;
    openGameScreen(viewOf(game, 'ana', T0));
    expect(await screen.findByRole('heading', { name: 'Veto a letter' })).toBeInTheDocument();
    const buttons = offered.map((letter) =>
      screen.getByRole('button', { name: new RegExp(`^Veto the letter ${letter} `) }),
    );
    expect(buttons).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Draw another letter' })).toBeNull();

    await userEvent.click(buttons[1]!);
    expect(fakeSocket.sentOf('game:veto-letter')).toEqual([{ roomId: 'room-1', letter: offered[1] }]);
    const vetoed = act(game, 'ana', { name: 'game:veto-letter', payload: { letter: offered[1]! } }, T0 + 1);
    fakeSocket.serverEmit('game:state', viewOf(vetoed, 'ana', T0 + 1, 5));
    expect(
      await screen.findByRole('button', {
        name: `Veto the letter ${offered[1]} (1 veto so far)`,
        pressed: true,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 3 have vetoed')).toBeInTheDocument();
  });

  it('rolls the voted letter in once the vote has closed', async () => {
    let game = newGame({ letterVote: true });
    const offered = game.rounds[0]!.letterVote!.offered;
    for (const uid of ['ana', 'ben', 'cy'])
      game = act(game, uid, { name: 'game:veto-letter', payload: { letter: offered[0]! } }, T0 + 1);
    openGameScreen(viewOf(game, 'ben', T0 + 1));
    expect(await screen.findByText(`Letter ${offered[1]}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Veto a letter' })).toBeNull();
    expect(screen.queryByTestId('vote-outcome')).toBeNull();
  });

  it('says why another letter came when every offered letter was vetoed', async () => {
    let game = newGame({ letterVote: true });
    const offered = game.rounds[0]!.letterVote!.offered;
    for (const [index, uid] of ['ana', 'ben', 'cy'].entries())
      game = act(game, uid, { name: 'game:veto-letter', payload: { letter: offered[index]! } }, T0 + 1);
    const letter = game.rounds[0]!.letter;
    expect(offered).not.toContain(letter);
    openGameScreen(viewOf(game, 'ben', T0 + 1));
    expect(await screen.findByText(`Letter ${letter}`)).toBeInTheDocument();
    expect(screen.getByTestId('vote-outcome')).toHaveTextContent(
      `Every letter offered was vetoed, so the game drew ${letter} instead.`,
    );
  });
});
