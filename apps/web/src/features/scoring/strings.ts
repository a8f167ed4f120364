/** The house rules that change the points (the room's settings). */
type ScoringRules = { onlyAnswerDoubles: boolean; sharedAnswerZero: boolean; creativeBonus: boolean };

/** What answers score under the house rules in force, as one sentence. */
function pointsInForce({ onlyAnswerDoubles, sharedAnswerZero }: ScoringRules): string {
  const shared = sharedAnswerZero ? 'Same answers score nothing' : 'Same answers score 5 points each';
  return `${shared}, unique ones 10${onlyAnswerDoubles ? ', and the only answer in a category 20' : ''}.`;
}

/** Which answer a button is about, for its accessible name. */
type AnswerRef = { name: string; text: string; category: string };

/** Text of the scoring route: the review of a round's answers, then the round's points. */
export const SCORING_STRINGS = {
  documentTitle: 'Scoring',
  review: {
    title: 'Review the answers',
    timeToReview: 'Time to review',
    /** The rules in force, from the room's house rules (Classic: 5 for the same answer, 10 for a unique one). */
    intro: (rules: ScoringRules) =>
      `Challenge answers you think are wrong. ${pointsInForce(rules)}${rules.creativeBonus ? ' Vote for the answers you find creative: +5 when most of you agree.' : ''}`,
    /** A spectator's review: the same rules, told as what the players do. */
    introWatching: (rules: ScoringRules) =>
      `The players challenge answers they think are wrong. ${pointsInForce(rules)}${rules.creativeBonus ? ' They vote for creative answers: +5 when most of them agree.' : ''}`,
    addedBy: (name: string) => `added by ${name}`,
    you: '(you)',
    noAnswer: 'No answer',
    wrongLetter: 'Wrong letter',
    rejected: 'Rejected',
    same: 'Same answer',
    sameDetail: ({ sharedAnswerZero }: ScoringRules) => (sharedAnswerZero ? 'no points' : '5 points each'),
    maybeSame: 'Maybe the same?',
    maybeSameDetail: (first: string, second: string) => `“${first}” and “${second}”`,
    join: 'Join',
    joinLabel: (first: string, second: string) => `Join “${first}” and “${second}”`,
    split: 'Split',
    splitLabel: (text: string) => `Split “${text}” off`,
    challenge: 'Challenge',
    challengeLabel: ({ name, text, category }: AnswerRef) =>
      `Challenge ${name}’s answer “${text}” in ${category}`,
    withdraw: 'Withdraw',
    withdrawLabel: ({ name, text, category }: AnswerRef) =>
      `Withdraw your challenge of ${name}’s answer “${text}” in ${category}`,
    youChallenged: 'You challenged',
    creative: 'Creative',
    creativeLabel: ({ name, text, category }: AnswerRef) =>
      `Vote ${name}’s answer “${text}” in ${category} creative`,
    uncreativeLabel: ({ name, text, category }: AnswerRef) =>
      `Take back your creative vote for ${name}’s answer “${text}” in ${category}`,
    creativeTally: (count: number, needed: number) => `${count} of ${needed} votes for +5 creative`,
    creativeGranted: '+5 creative',
    tally: (count: number, needed: number) => `${count} of ${needed}`,
    tallyLabel: (count: number, needed: number) => `${count} of ${needed} challenges needed to reject it`,
  },
  footer: {
    label: 'Your review',
    done: 'Done reviewing',
    youAreDone: 'You are done. Waiting for the others…',
    doneCount: (done: number, total: number) => `${done} of ${total} done`,
    continue: 'Continue',
    hostCanContinue: (name: string) => `${name} (host) can continue at any time.`,
    youCanContinue: 'You are the host: continue when everyone has had a look.',
  },
  results: {
    title: (round: number) => `Round ${round} scores`,
    nextIn: 'Next round',
    finalIn: 'Final results',
    roundPoints: 'This round',
    totals: 'Running totals',
    nextRound: 'Next round',
    finalResults: 'See final results',
    hostStarts: (name: string) => `${name} (host) starts the next round, or it starts by itself.`,
    hostFinishes: (name: string) => `${name} (host) opens the final results, or they open by themselves.`,
    youStart: 'You are the host: start when everyone is ready, or it starts by itself.',
  },
  hostTools: {
    handOverLabel: 'Hand the host role to',
    handOver: 'Make host',
    endGame: 'End the game now',
    endGameTitle: 'End the game now?',
    endGameDescription: 'Everyone goes to the final results, with the rounds played so far.',
    endGameConfirm: 'End the game',
    cancel: 'Keep playing',
    nextRounds: 'Time and end of the next rounds',
    saveNextRounds: 'Use for the next rounds',
  },
} as const;
