import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { qrPath } from '@/lib/qr-path';
import { LobbyPhase } from './lobby-phase';

const ORIGIN = 'https://tv.example';
const players = [
  slot(1, { displayName: 'Ana' }),
  slot(2, { displayName: 'Ben' }),
  slot(3, { displayName: 'Robo', bot: 'easy' }),
];

describe('the big screen’s lobby', () => {
  it('shows the join QR code, the code in big letters and the link', () => {
    render(<LobbyPhase view={lobbyView(players)} origin={ORIGIN} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Join the game' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to join the room' });
    // The code of the join link, as the lobby's own invite draws it: black on white with its quiet zone.
    const { size, path } = qrPath(`${ORIGIN}/?jc=room-1`);
    expect(qr).toHaveAttribute('viewBox', `0 0 ${size} ${size}`);
    expect(qr.querySelector('path')).toHaveAttribute('d', path);
    expect(qr.querySelector('path')).toHaveAttribute('fill', '#000000');
    expect(qr.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    expect(screen.getByText('G2F3XA')).toBeInTheDocument();
    expect(screen.getByText('tv.example/?jc=room-1')).toBeInTheDocument();
  });

  it('shows the players as they arrive, a bot marked as one', () => {
    const { rerender } = render(<LobbyPhase view={lobbyView(players.slice(0, 1))} origin={ORIGIN} />);
    expect(screen.getByRole('heading', { name: '1 player' })).toBeInTheDocument();

    rerender(<LobbyPhase view={lobbyView(players, { version: 2 })} origin={ORIGIN} />);
    const list = screen.getByRole('heading', { name: '3 players' }).parentElement!;
    const names = within(list)
      .getAllByTestId('screen-player')
      .map((each) => each.textContent);
    expect(names).toEqual(['Ana', 'Ben', 'BotRobo']);
  });

  it('shows neither the code nor its QR code in streamer mode, only the host’s link', () => {
    render(<LobbyPhase view={lobbyView(players, { joinCode: '' })} origin={ORIGIN} />);

    expect(screen.queryByRole('img', { name: 'QR code to join the room' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('join-code')).not.toBeInTheDocument();
    expect(screen.queryByText(/jc=room-1/)).not.toBeInTheDocument();
    expect(screen.getByText('Join with the host’s link')).toBeInTheDocument();
    expect(screen.getAllByTestId('screen-player')).toHaveLength(3);
  });
});
