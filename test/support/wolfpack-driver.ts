import { exportStreams, toNdjson, verifyExport, type AuditReport } from '@periscope/audit';
import type { EventStore, RecordedEvent } from '@periscope/event-store';
import { wolfpack } from '@periscope/play';
import {
  chartPackHash,
  defaultChartPack,
  type CareerState,
  type Decision,
  type Policy,
} from '@periscope/rules';
import request from 'supertest';
import type { App } from 'supertest/types';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Sailed {
  readonly commands: number;
  /** 'done': sunk or home (13.5.6); 'withdrew': a rule the engine does not play stopped the career. */
  readonly end: 'done' | 'withdrew';
}

/**
 * A wolfpack boat's bot over HTTP: whenever its career has a command pending, its policy's; while it waits for its
 * pack's coordinator, it polls. It stops once the boat is done (13.5.6); a career stopped by a rule the engine does
 * not play yet (409 rules/not-implemented) withdraws from the tournament, as a player would have to.
 */
export async function sailBoat(
  http: App,
  boat: { tournamentId: string; careerId: string; seatToken: string; policy: Policy },
  deadline: number,
): Promise<Sailed> {
  const { careerId, seatToken } = boat;
  let commands = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`career ${careerId} did not finish its patrol in time`);
    const read = await request(http)
      .get(`/api/careers/${careerId}`)
      .set('Authorization', `Bearer ${seatToken}`);
    const state = read.body.state as CareerState;
    const pending = read.body.pending as Decision;
    if (wolfpack.boatDone(state)) return { commands, end: 'done' };
    if (pending.commands.length === 0) {
      await pause(25); // the pack's coordinator has the next move
      continue;
    }
    const sent = await request(http)
      .post(`/api/careers/${careerId}/commands`)
      .set('Authorization', `Bearer ${seatToken}`)
      .send({ commandId: `bot-${++commands}`, ...boat.policy(state, pending) });
    if (sent.status === 409 && sent.body.code === 'rules/not-implemented') {
      await request(http)
        .delete(`/api/tournaments/${boat.tournamentId}/entrants/${careerId}`)
        .set('Authorization', `Bearer ${seatToken}`)
        .send({ reason: `the engine does not play rule ${sent.body.rule} yet` })
        .expect(200);
      return { commands, end: 'withdrew' };
    }
    // 422 (the coordinator moved the boat meanwhile) or 409 (a conflict): read again and decide again
    if (sent.status !== 200 && sent.status !== 422 && sent.status !== 409)
      throw new Error(`career ${careerId}: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
}

/**
 * 13.5.1 the other way: the wolfpack's own fold (`wolfpack.standingsOf`, each boat's career state's tonnage) of the
 * packs formed and each boat's tournament-patrol events.
 */
export async function wolfpackTally(store: EventStore, tournamentId: string): Promise<wolfpack.Standings> {
  const formed = (await store.readStream(`tournament-${tournamentId}`)).filter(
    (e) => e.type === 'WolfpackFormed',
  ) as unknown as wolfpack.WolfpackFormed[];
  const advanced: wolfpack.CareerAdvanced[] = [];
  for (const seat of formed.flatMap((f) => f.data.seats)) {
    const events = wolfpack.tournamentPatrolEvents(await store.readStream(`career-${seat.entrant}`));
    advanced.push({
      type: 'CareerAdvanced',
      data: {
        entrant: seat.entrant,
        by: 'kommandant',
        command: { type: 'AssignPatrol', data: {} },
        events: events as never,
      },
    });
  }
  return wolfpack.standingsOf([...formed, ...advanced]);
}

/** The pack's coordinator stream as an export holds it (seed sealed while the tournament runs), audited. */
export function auditPackStream(stream: string, events: readonly RecordedEvent[]): AuditReport {
  const text = toNdjson(
    exportStreams({
      kind: 'wolfpack',
      id: stream,
      chartPack: { version: defaultChartPack.version, hash: chartPackHash(defaultChartPack) },
      streams: [{ stream, kind: 'wolfpack', seeds: 'sealed', events }],
    }),
  );
  return verifyExport(text, { verifiers: { wolfpack: wolfpack.packVerifier } });
}
