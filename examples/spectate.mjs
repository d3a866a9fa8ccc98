#!/usr/bin/env node
// Watch a career (or a two-player game) live, as a spectator: node examples/spectate.mjs <id> [--url URL]
// Joins the /live namespace, prints the snapshot, then every update; on a reconnect it sends the last position
// it saw and prints only what it missed. Ctrl-C to stop. See README "Live views".
// Without an id it lists the careers at sea (GET /api/careers?status=active) to pick one from.
/* global fetch */
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    stream: { type: 'string' }, // career or game; tried in that order when not given
    token: { type: 'string' }, // a seat token: watch as that seat instead of as a spectator
    help: { type: 'boolean', short: 'h' },
  },
});
const [id] = positionals;
if (values.help) {
  console.error(
    'usage: node examples/spectate.mjs [careerId|gameId] [--url URL] [--stream career|game] [--token T]',
  );
  process.exit(0);
}
if (!id) await listActiveCareers();

/** The ten careers with the newest activity, to choose one to watch. */
async function listActiveCareers() {
  const res = await fetch(`${values.url}/api/careers?status=active&limit=10`).catch((error) => {
    console.error(`— cannot reach ${values.url}: ${error.message}`);
    process.exit(1);
  });
  const { careers } = await res.json();
  if (careers.length === 0) console.log('no career at sea; start one, then watch it by its id');
  for (const c of careers)
    console.log(
      `${c.careerId}  ${c.kommandant} in ${c.uboatId ?? c.uboatType}, ${c.date}: ${c.step.kind}, ` +
        `${c.shipsSunk} ship(s), ${c.tonnage} t (last activity ${c.lastActivity})`,
    );
  process.exit(0);
}

const socket = io(`${values.url}/live`, {
  transports: ['websocket'],
  ...(values.token && { auth: { token: values.token } }),
});
let stream = values.stream;
let position; // the last position received: sent back as `after` on a reconnect

const time = (iso) => iso.slice(11, 23);
const signed = (n) => (n >= 0 ? `+${n}` : `${n}`);

/** Every recorded roll inside a value: dice, natural, modifiers (with their rules), total, chart row. */
function rollsIn(value) {
  if (Array.isArray(value)) return value.flatMap(rollsIn);
  if (value === null || typeof value !== 'object') return [];
  if (typeof value.dice === 'string' && Array.isArray(value.faces) && Array.isArray(value.modifiers))
    return [value];
  return Object.values(value).flatMap(rollsIn);
}

function describeRoll(roll) {
  const modifiers = roll.modifiers.map((m) => ` ${signed(m.value)} ${m.id} (${m.rule})`).join('');
  const chart = roll.chart ? ` on ${roll.chart}${roll.row ? ` row ${roll.row}` : ''}` : '';
  return `${roll.purpose}: ${roll.dice} [${roll.faces.join(',')}] ${roll.natural}${modifiers} = ${roll.total}${chart}`;
}

/** The interesting fields of an event's data, without its rolls (printed apart). */
function summary(data) {
  const fields = Object.entries(data ?? {}).filter(
    ([, v]) => rollsIn(v).length === 0 && typeof v !== 'object',
  );
  return fields.map(([k, v]) => `${k}=${v}`).join(' ');
}

function printUpdate(update) {
  position = update.position;
  console.log(
    `#${update.position} r${update.revision} ${time(update.recordedAt)}  ${update.type}  ${summary(update.data)}`,
  );
  for (const roll of rollsIn(update.data)) console.log(`    🎲 ${describeRoll(roll)}`);
}

function printSnapshot(view) {
  const s = view.summary ?? {};
  const p = view.patrolView ?? {};
  console.log(
    `${s.kommandant ?? '?'} in ${s.uboatId ?? s.uboatType ?? 'a boat'}, ${s.date ?? ''}: ${p.status ?? s.step?.kind}`,
  );
  if (p.boat)
    console.log(
      `  hull ${p.boat.hullDamage}, flooding ${p.boat.flooding}, damaged: ${p.boat.damagedSystems.join(', ') || 'nothing'}`,
    );
  if (p.patrol)
    console.log(
      `  patrol ${p.patrol.number} (${p.patrol.area}), box ${p.patrol.boxIndex + 1} of ${p.patrol.boxes}`,
    );
  if (p.encounter) console.log(`  encounter: ${p.encounter.kind}, ${p.encounter.ships.length} ship(s)`);
  if (p.shipsSunk?.length)
    console.log(`  sunk this patrol: ${p.shipsSunk.map((x) => `${x.name} (${x.tonnage} t)`).join(', ')}`);
}

function join(kind, fallback) {
  socket.emit('join', { stream: kind, id, ...(position !== undefined && { after: position }) }, (answer) => {
    if (!answer.ok) {
      if (fallback && answer.error.statusCode === 404) return join(fallback);
      console.error(`cannot watch ${kind} ${id}: ${answer.error.code}: ${answer.error.message}`);
      return process.exit(1);
    }
    stream = kind;
    if (answer.snapshot) {
      console.log(`— watching ${kind} ${id} as ${answer.role}, at position ${answer.snapshot.position}`);
      printSnapshot(answer.snapshot.view);
    } else console.log(`— resumed after ${position}: ${answer.updates.length} missed update(s)`);
    position = answer.position;
    answer.updates.forEach(printUpdate);
  });
}

socket.on('connect', () => (stream ? join(stream) : join('career', 'game')));
socket.on('updates', (message) => message.id === id && message.updates.forEach(printUpdate));
socket.on('disconnect', (reason) => console.log(`— disconnected (${reason}); reconnecting…`));
socket.on('connect_error', (error) => console.error(`— cannot reach ${values.url}: ${error.message}`));
process.on('SIGINT', () => (socket.close(), process.exit(0)));
