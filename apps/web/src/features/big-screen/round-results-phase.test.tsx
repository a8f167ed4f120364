import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoundResultsPhase } from './round-results-phase';
import { renderView } from './testing/render-view';
import { roundResults, screenView } from './testing/screen-views';

const phase = (view: Parameters<typeof RoundResultsPhase>[0]['view']) => <RoundResultsPhase view={view} />;

/** Each row of the board as its words read: place, change, name, round points, total. */
function rows(): string[] {
  return within(screen.getByRole('list', { name: 'Standings' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

describe('the round’s standings on the big screen', () => {
  it('ranks the players after the first round, with no change of place yet', () => {
    const { first } = roundResults();
    renderView(screenView(first.state, first.now), phase);

    expect(screen.getByRole('heading', { level: 1, name: 'Standings after round 1' })).toBeInTheDocument();
    expect(rows()).toEqual([
      '1st–Ana+2525 points this round25 pts25 points in all',
      '2nd–Cy+2020 points this round20 pts20 points in all',
      '3rd–Ben+1515 points this round15 pts15 points in all',
    ]);
    expect(screen.getByText(/^Next round in \d+$/)).toBeInTheDocument();
  });

  it('shows the places gained and lost since the round before, and this round’s points', () => {
    const { second } = roundResults();
    renderView(screenView(second.state, second.now), phase);

    const changes = screen.getAllByTestId('place-change').map((each) => each.textContent);
    expect(changes).toEqual(['▲1Up 1 place', '▼1Down 1 place', '▲1Up 1 place']);
    expect(rows()).toEqual([
      '1st▲1Up 1 placeCy+4040 points this round60 pts60 points in all',
      '2nd▼1Down 1 placeAna+00 points this round25 pts25 points in all',
      '2nd▲1Up 1 placeBen+1010 points this round25 pts25 points in all',
    ]);
    expect(screen.getByText(/^Final results in \d+$/)).toBeInTheDocument();
  });
});
