/**
 * The stored shape of a running game. Everything here is plain JSON (no classes, Maps, Dates or
 * undefined): the server stores it as a snapshot and reads it back after a crash. Absent values are
 * `null`, never missing, so a snapshot read back is deep-equal to the one written; a player's `bot` alone is
 * missing for a person, so rooms stored before bots read as they are.
 */
import type { BotLevel, GamePhase, PlayedSettings, RefereeMark } from '@npat/protocol';

// The phases after the lobby are listed once, in the protocol (docs/product/rules.md#room-phases).
export { GAME_PHASES, type GamePhase } from '@npat/protocol';

/** How a round ends besides its deadline: every player pressing Done, or a STOP. */
export type GameEndMode = 'Fastest Finger' | 'Round Timer';

/**
 * The settings a game is played with (docs/product/rules.md#settings; the room's settings marked `inGame`
 * in the protocol's ROOM_SETTINGS); the lobby has already validated them.
 */
export type GameSettings = PlayedSettings & {
  /** The 4 default categories the host chose. */
  defaultCategories: { id: string; title: string }[];
};

/** A category as played: a default one (`ownerUid` null) or a player's own. */
export interface GameCategory {
  id: string;
  title: string;
  ownerUid: string | null;
}

/** A player of the game, in lobby slot order. */
export interface GamePlayer {
  uid: string;
  displayName: string;
  photoURL: string;
  /** Whether the player has a live connection; away players do not block "everyone done" or count in votes. */
  connected: boolean;
  /** Left on purpose; their points stay on the board but they take no further part. */
  left: boolean;
  /**
   * A bot's level; absent for a person (docs/product/rules.md#bots). A bot is always connected, never hosts,
   * and a game with bots alone ends.
   */
  bot?: BotLevel;
}

/**
 * Someone watching the game without a seat (docs/product/rules.md#late-join): they see what every player
 * sees, without answers of their own; with late join on they may ask for a seat from the next round.
 */
export interface GameSpectator {
  uid: string;
  displayName: string;
  photoURL: string;
  /** Only connected spectators count towards the limit and are shown. */
  connected: boolean;
  /** Asked to play: seated when the next round begins, if a seat is still free then. */
  joinsNextRound: boolean;
}

/** What one player typed for one category; a missing entry means the answer is empty. */
export interface Answer {
  uid: string;
  categoryId: string;
  text: string;
}

/** One player's answer in one category, named. */
export interface AnswerAt {
  uid: string;
  categoryId: string;
}

/** How far the big screen's reveal is: `shown` answers, and one more every REVEAL_STEP_MS after `autoSince`. */
export interface RevealState {
  shown: number;
  autoSince: number | null;
}

/** One player's challenge of another player's answer. */
export interface Challenge {
  voterUid: string;
  authorUid: string;
  categoryId: string;
}

/** The referee's mark on one player's answer in one category, given when the answers are revealed. */
export type RefereeMarkEntry = RefereeMark & { uid: string; categoryId: string };

/** Answers of one category that players joined into one duplicate group, by comparison key. */
export interface JoinedKeys {
  categoryId: string;
  /** At least two different comparison keys, sorted. */
  keys: string[];
}

/** Fastest Finger: the first STOP of a round. */
export interface StopCall {
  uid: string;
  at: number;
  /** When answering ends for everyone: 10 s after the STOP, never later than the round's deadline. */
  deadline: number;
  earnsBonus: boolean;
}

/** Why an answer scored what it scored. */
export type AnswerVerdict = 'only' | 'unique' | 'shared' | 'empty' | 'wrongLetter' | 'rejected';

/** One answer's result: its verdict and its points (0, 5, 10 or 20, and 5 more when voted creative). */
export interface CategoryScore {
  categoryId: string;
  verdict: AnswerVerdict;
  points: number;
  /** Voted creative by a majority (the creative bonus house rule); absent in rounds scored before it existed. */
  creative?: boolean;
}

/** One player's points in one round, frozen when the review ends. */
export interface PlayerRoundScore {
  uid: string;
  categories: CategoryScore[];
  categoryPoints: number;
  /** Fastest Finger STOP bonus, 0 or 10, shown apart from category points. */
  bonus: number;
  total: number;
}

/** Letter by vote (a room setting): the letters offered before a round, and each player's veto. */
export interface LetterVote {
  /** In the order the tie-break takes them: the first one nobody vetoed becomes the round's letter. */
  offered: string[];
  /** One per player at most: the letter they do not want. */
  vetoes: { uid: string; letter: string }[];
  /** When the vote closes (earlier once every present player has vetoed); null once it has closed. */
  closesAt: number | null;
}

/** One round: its letter and categories, deadlines, answers, and everything decided in its review. */
export interface Round {
  number: number;
  /** Empty while a letter vote is open. */
  letter: string;
  /** Letter by vote: null when the room draws letters without one. */
  letterVote: LetterVote | null;
  categories: GameCategory[];
  startedAt: number;
  answeringStartsAt: number;
  /** The round-time deadline; a STOP may end answering earlier (see `stop.deadline`). */
  answeringEndsAt: number;
  stop: StopCall | null;
  answers: Answer[];
  /** Players who pressed Done while answering. */
  done: string[];
  /** When answering actually closed (deadline plus grace, or everyone done); null while answering. */
  answersClosedAt: number | null;
  /** Latest end of reviewing; null until reviewing begins. */
  reviewEndsAt: number | null;
  challenges: Challenge[];
  /** Votes for the creative bonus (house rule), one per voter and answer, shaped like challenges. */
  creativeVotes: Challenge[];
  joins: JoinedKeys[];
  /** Players who pressed Done while reviewing. */
  reviewDone: string[];
  /** The category the host's review shows, which players may follow; null until the host moves. */
  reviewFocus: string | null;
  /**
   * The referee's marks of the revealed answers (docs/referee.md), set by the server once the review begins;
   * null until then. Answers it cannot judge (own categories, empty or wrong-letter ones) have none.
   */
  refereeMarks: RefereeMarkEntry[] | null;
  /**
   * The big screen's reveal (docs/product/rules.md#big-screen): how many answers are out, and since when they
   * come out by themselves; absent until the host paces it (rounds stored before it have none).
   */
  reveal?: RevealState;
  /** With the rude-answer filter on: the answers the server found rude, set with the referee's marks. */
  rude?: AnswerAt[];
  /** Null until the review ends; then frozen for good. */
  scores: PlayerRoundScore[] | null;
}

/** Letters and custom categories drawn at the start, so a timer tick needs no random source. Never shown to players. */
export interface GamePlan {
  /** One letter per round, in order. */
  letters: string[];
  /** Custom categories in the order they join: the first in round 1, the second in round 3, … */
  customCategories: GameCategory[];
  /** Letters of the pool no round was given, in the order a re-draw takes them (one per round at most). */
  spareLetters: string[];
  /** Rounds whose letter the host drew again: once per round. */
  redrawnRounds: number[];
  /** Seeds the draws of letter votes, which happen in timer ticks without a random source. */
  voteSeed: number;
}

/** A whole game after the lobby: the one value the server stores, advances and builds views from. */
export interface GameState {
  /** Shape version of this snapshot, for reading old snapshots after an upgrade. */
  version: 1;
  phase: GamePhase;
  /** When `advance` moves on by itself; null once GAME-COMPLETED. The server schedules its timer here. */
  phaseEndsAt: number | null;
  settings: GameSettings;
  /** In slot order; late joiners after the lobby's players, in the order they were seated. */
  players: GamePlayer[];
  /** Watching without a seat; a late joiner moves from here to `players` when their first round begins. */
  spectators: GameSpectator[];
  /** The round each late joiner played first in (players of the lobby are not listed). */
  lateJoiners: { uid: string; fromRound: number }[];
  hostUid: string;
  /** 1-based; the last entry of `rounds`. */
  currentRound: number;
  rounds: Round[];
  plan: GamePlan;
  startedAt: number;
  finalResultsAt: number | null;
  completedAt: number | null;
}
