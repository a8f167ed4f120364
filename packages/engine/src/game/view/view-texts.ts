import { currentRoundOf } from '../current-round.ts';
import { lateJoinRefusal } from '../spectating/seats.ts';
import { allowedIntents } from './allowed-intents.ts';
import type { GameState } from '../state.ts';
import { ownAnswers, ownVeto, playerView, type RoomAt } from './player-view.ts';
import { votedBy } from './review-view.ts';

/** The fields of a view that differ from one viewer to the next; every other field is the same for all. */
const OWN_FIELDS = [
  'you',
  'watching',
  'lateJoinRefusal',
  'allowed',
  'yourAnswers',
  'challengedByYou',
  'votedCreativeByYou',
  'yourVeto',
] as const;
type OwnField = (typeof OWN_FIELDS)[number];

/**
 * Stands in for an own field in the shared text, found again by its key (`"you":-1`). A text inside a
 * JSON string can never spell that: its quotes are escaped there, so `you` would be followed by `\"`.
 */
const HOLE = -1;
const HOLE_PATTERN = new RegExp(`"(${OWN_FIELDS.join('|')})":${HOLE}(?=[,}])`, 'g');

/** Sets `key` of an object the view built for this call (never a shared part) to the hole. */
function punch(object: object, key: OwnField): void {
  (object as Record<string, unknown>)[key] = HOLE;
}

/**
 * Every viewer's view of one state as JSON text, each exactly `JSON.stringify(playerView(state, uid, now,
 * room))`, for the moment a change goes to every player of a room: the view is built and written once
 * with holes where the viewer's own fields go (`you`, their answers, their votes and veto, whether they
 * watch and may ask for a seat, the intents they may send), and each viewer's text is those pieces with their own values between.
 * Before this, each of a room's players cost a whole view built and written (7–15 KB of JSON).
 */
export function playerViewTexts(state: GameState, now: number, room: RoomAt): (viewerUid: string) => string {
  const template = playerView(state, '', now, room);
  // The review's answers in the order the text has them, for the votes' holes.
  const reviewed: { categoryId: string; uid: string }[] = [];
  for (const category of template.round.review?.categories ?? []) {
    for (const answer of category.answers) {
      reviewed.push({ categoryId: category.categoryId, uid: answer.uid });
      punch(answer, 'challengedByYou');
      punch(answer, 'votedCreativeByYou');
    }
  }
  for (const key of ['you', 'watching', 'lateJoinRefusal', 'allowed'] as const) punch(template, key);
  punch(template.round, 'yourAnswers');
  if (template.round.letterVote !== null) punch(template.round.letterVote, 'yourVeto');

  const text = JSON.stringify(template);
  const pieces: string[] = [];
  const holes: OwnField[] = [];
  let from = 0;
  for (const match of text.matchAll(HOLE_PATTERN)) {
    const end = match.index + match[0].length;
    pieces.push(text.slice(from, end - String(HOLE).length));
    holes.push(match[1] as OwnField);
    from = end;
  }
  pieces.push(text.slice(from));

  const round = currentRoundOf(state);
  return (uid) => {
    let challenged = 0;
    let creative = 0;
    const own = (field: OwnField): string => {
      switch (field) {
        case 'you':
          return JSON.stringify(uid);
        case 'watching':
          return String(!state.players.some((player) => player.uid === uid));
        case 'lateJoinRefusal':
          return JSON.stringify(lateJoinRefusal(state, uid));
        case 'allowed':
          return JSON.stringify(allowedIntents(state, uid));
        case 'yourAnswers':
          return JSON.stringify(ownAnswers(round, uid));
        case 'challengedByYou': {
          const answer = reviewed[challenged++];
          return String(
            answer !== undefined && votedBy(round.challenges, uid, answer.uid, answer.categoryId),
          );
        }
        case 'votedCreativeByYou': {
          const answer = reviewed[creative++];
          return String(
            answer !== undefined && votedBy(round.creativeVotes, uid, answer.uid, answer.categoryId),
          );
        }
        case 'yourVeto':
          return JSON.stringify(round.letterVote === null ? null : ownVeto(round.letterVote, uid));
      }
    };
    let out = pieces[0] ?? '';
    for (let index = 0; index < holes.length; index += 1)
      out += own(holes[index] as OwnField) + (pieces[index + 1] ?? '');
    return out;
  };
}
