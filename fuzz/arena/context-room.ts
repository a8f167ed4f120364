import type { PlayerView } from '@npat/engine';
import type { GameCreationInput, LobbyView } from '@npat/protocol';
import { ROOM_ROUTES } from '@npat/protocol';
import type { Agent } from 'node:http';
import { deliverSocket } from '../lanes/deliver.ts';
import type { Shared } from '../lanes/shared.ts';
import type { Random } from '../random.ts';
import { sendHttp } from './http-request.ts';
import type { Player } from './player.ts';

/** A game played for real beside the fuzz, so fuzzed messages meet rooms in every phase. */
export class ContextRoom {
  roomId = '';
  /** Moves already made, per `round/uid/what`, so a player does each once. */
  private readonly done = new Set<string>();
  private lastChange = { key: '', at: Date.now() };

  constructor(
    private readonly shared: Shared,
    readonly players: readonly Player[],
    private readonly agent: Agent,
    private readonly random: Random,
  ) {}

  get host(): Player {
    return this.players[0] as Player;
  }

  /** Creates a new room with the host (over HTTP, as the web app does) and seats everyone in it. */
  async open(): Promise<void> {
    const form: GameCreationInput = {
      rounds: this.random.int(1, 2),
      roundTime: 30,
      endMode: this.random.pick(['Round Timer', 'Fastest Finger'] as const),
      maxPlayers: this.players.length + 2,
      customCategory1: 'Rivers',
      customCategory2: 'Cheeses',
    };
    // Seats in the old room count against each player's open rooms: leave them first.
    if (this.roomId !== '')
      await Promise.all(
        this.players.flatMap((player) => [
          this.send(player, 'lobby:leave', {}),
          this.send(player, 'game:leave', {}),
        ]),
      ).catch(() => undefined);
    await this.host.ensureConnected();
    let answer = await this.create(form);
    // The host may open no more rooms (the fuzz seated them elsewhere, or created too many): a new
    // guest takes their place.
    if (answer.status === 409 || answer.status === 429) {
      await this.host.startOver();
      answer = await this.create(form);
    }
    if (answer.status !== 201)
      throw new Error(`creating a context room answered ${answer.status}: ${answer.text}`);
    const { roomId, joinCode } = JSON.parse(answer.text) as { roomId: string; joinCode: string };
    this.switchTo(roomId);
    this.shared.knowledge.seeRoom(roomId, joinCode);
  }

  private create(form: GameCreationInput) {
    return sendHttp(this.shared.url, this.agent, {
      method: 'POST',
      path: ROOM_ROUTES.create,
      headers: {
        'content-type': 'application/json',
        origin: this.shared.url,
        cookie: this.host.session.cookie,
      },
      body: JSON.stringify(form),
    });
  }

  /** One step of the game for everyone: what each player would do next, judged from their views. */
  async tick(): Promise<void> {
    const game = this.host.socket.games.get(this.roomId);
    const lobby = this.host.socket.lobbies.get(this.roomId);
    const key = game === undefined ? `lobby ${lobby?.slots.length}` : `${game.phase} ${game.round.number}`;
    if (key !== this.lastChange.key) {
      this.lastChange = { key, at: Date.now() };
      this.shared.stats.phases.add(game?.phase ?? lobby?.phase ?? 'joining');
    }
    // A room that stopped moving (its host left, everyone was kicked) is replaced by a new one.
    if (Date.now() - this.lastChange.at > 45_000 || game?.phase === 'GAME-COMPLETED') return this.open();
    if (game !== undefined) return this.playGame(game);
    return this.playLobby(lobby);
  }

  private async playLobby(lobby: LobbyView | undefined): Promise<void> {
    const seated = new Set(lobby?.slots.map((slot) => slot.uid));
    if (lobby !== undefined && lobby.phase !== 'LOBBY') {
      await Promise.all(this.players.map((player) => this.send(player, 'game:join', {})));
      return;
    }
    // Fuzzing guests who took a seat never get ready: the host removes them, as a host would.
    const ours = new Set(this.players.map((player) => player.uid));
    const intruder = lobby?.slots.find((slot) => !ours.has(slot.uid));
    if (intruder !== undefined && seated.has(this.host.uid))
      await this.send(this.host, 'lobby:kick', { targetUid: intruder.uid });
    await Promise.all(
      this.players.map(async (player, index) => {
        if (!seated.has(player.uid)) return this.send(player, 'lobby:join', {});
        const slot = lobby?.slots.find((candidate) => candidate.uid === player.uid);
        if (index > 0 && slot?.isReady === false)
          return this.send(player, 'lobby:submit-categories', {
            category1: `Topic ${index} a`,
            category2: `Topic ${index} b`,
          });
      }),
    );
    if (
      lobby !== undefined &&
      this.players.every((player) => seated.has(player.uid)) &&
      lobby.slots.every((slot) => slot.isReady)
    )
      await this.send(this.host, 'lobby:start', {});
  }

  private async playGame(hostView: PlayerView): Promise<void> {
    const round = hostView.round.number;
    if (hostView.phase === 'FINAL_RESULTS') {
      const outcome = await this.send(this.host, 'game:play-again', {});
      const invite =
        outcome.type === 'ack' ? (outcome.ack as { invite?: { roomId: string } }).invite : undefined;
      return invite === undefined ? this.open() : this.switchTo(invite.roomId);
    }
    await Promise.all(
      this.players.map(async (player) => {
        const view = player.socket.games.get(this.roomId);
        if (view === undefined || view.round.number !== round) return this.send(player, 'game:join', {});
        if (view.players.find((summary) => summary.uid === player.uid)?.left !== false) return;
        if (view.phase === 'ANSWERING') return this.answer(player, view);
        if (view.phase === 'REVIEWING' && player !== this.host)
          return this.once(player, round, 'game:review-done');
      }),
    );
    if (hostView.phase === 'REVIEWING' && Date.now() - this.lastChange.at > 1500)
      await this.once(this.host, round, 'game:continue');
    if (hostView.phase === 'ROUND_RESULTS') await this.once(this.host, round, 'game:next-round');
  }

  /** A draft for the next empty category, then Done (or STOP, in Fastest Finger, for the host). */
  private async answer(player: Player, view: PlayerView): Promise<void> {
    const empty = view.round.yourAnswers.find((answer) => answer.text === '');
    if (empty !== undefined) {
      const text = `${view.round.letter}${this.random.pick(['ango', 'ilo', 'erry', 'ova'])}`;
      await this.send(player, 'game:save-answer', { categoryId: empty.categoryId, text });
      return;
    }
    const finish =
      view.settings.endMode === 'Fastest Finger' && player === this.host ? 'game:stop' : 'game:done';
    await this.once(player, view.round.number, finish);
  }

  private async once(player: Player, round: number, event: string): Promise<void> {
    const key = `${this.roomId}/${round}/${player.uid}/${event}`;
    if (this.done.has(key)) return;
    this.done.add(key);
    await this.send(player, event, {});
  }

  private switchTo(roomId: string): void {
    this.roomId = roomId;
    this.done.clear();
    this.lastChange = { key: '', at: Date.now() };
    for (const player of this.players) player.socket.currentRoom = roomId;
  }

  private send(player: Player, event: string, fields: Record<string, unknown>) {
    this.shared.stats.driverSent.add(event);
    const message = {
      flavour: 'valid' as const,
      event,
      args: [{ roomId: this.roomId, ...fields }],
      ack: true,
      expectsAck: true,
    };
    return deliverSocket(this.shared, player, message, 'driver');
  }
}
