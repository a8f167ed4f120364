import type { RoundTable } from '@npat/engine';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoundScoreCards } from './round-score-cards';

const TABLE: RoundTable = {
  round: 2,
  letter: 'B',
  categories: [
    { id: 'name', title: 'Name', ownerUid: null },
    { id: 'place', title: 'Place', ownerUid: null },
  ],
  players: [
    {
      uid: 'ann',
      answers: [
        { categoryId: 'name', text: 'Bob', verdict: 'shared', points: 5, creative: false },
        { categoryId: 'place', text: 'Berlin', verdict: 'unique', points: 10, creative: false },
      ],
      bonus: 10,
      total: 25,
    },
    {
      uid: 'ben',
      answers: [
        { categoryId: 'name', text: 'Bob', verdict: 'shared', points: 5, creative: false },
        { categoryId: 'place', text: '', verdict: 'empty', points: 0, creative: false },
      ],
      bonus: 0,
      total: 5,
    },
  ],
};

const PLAYERS = [
  { uid: 'ann', displayName: 'Ann', photoURL: '/avatars/bear.svg' },
  { uid: 'ben', displayName: 'Ben', photoURL: '/avatars/cat.svg' },
];

describe('RoundScoreCards', () => {
  it("puts each player's round total and STOP bonus at the top of their card, then every answer", () => {
    render(
      <>
        <p id="caption">Round 2</p>
        <RoundScoreCards table={TABLE} players={PLAYERS} you="ben" labelledBy="caption" />
      </>,
    );
    expect(screen.getByRole('list', { name: 'Round 2' })).toBeInTheDocument();
    const [ann, ben] = screen.getAllByTestId('round-card');
    expect(within(ann!).getByRole('heading', { name: 'Ann' })).toBeInTheDocument();
    expect(ann).toHaveTextContent('25Round total');
    expect(ann).toHaveTextContent('+10 STOP bonus');
    expect(within(ann!).getByText('Berlin')).toBeInTheDocument();
    expect(ann).toHaveTextContent('10Unique');
    expect(ben).toHaveTextContent('5Round total');
    expect(ben).not.toHaveTextContent('STOP bonus');
    // An empty answer is a dash on screen and words for a screen reader.
    expect(within(ben!).getByText('no answer')).toBeInTheDocument();
    expect(ben).toHaveClass('bg-primary-50');
  });
});
