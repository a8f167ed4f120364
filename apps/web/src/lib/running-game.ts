import { ROOM_ROUTES, runningGameCheck, type RunningGame } from '@npat/protocol';
import { apiRequest } from './api';

/** The game the signed-in player sits in and has not finished, or null (GET ROOM_ROUTES.runningGame). */
export async function fetchRunningGame(): Promise<RunningGame | null> {
  return (await apiRequest(ROOM_ROUTES.runningGame, { schema: runningGameCheck })).game;
}
