// A bot that plays a whole solo career through the typed client (@periscope/client):
//   node -r @swc-node/register examples/career-bot.ts [--url http://localhost:3000] [--seed <player seed>]
// Its policy is the simplest legal one: decline every attack, otherwise the first legal command with the first
// value of each parameter. test/client.e2e-spec.ts runs it against a server in process with fixed seeds.
import { PeriscopeClient, type Schema } from '@periscope/client';
import { parseArgs } from 'node:util';

/** A legal command as `pending.commands` lists it. */
interface LegalCommand {
  type: Schema<'CareerCommandDto'>['type'];
  parameters?: Record<string, unknown>;
  choices?: { type: LegalCommand['type']; data?: Record<string, unknown> }[];
}

type Command = Pick<Schema<'CareerCommandDto'>, 'type' | 'data'>;

/** The bot's choice among the legal commands; none when nothing is pending (the career has ended). */
export function chooseCommand(pending: Schema<'PendingResponse'>): Command | undefined {
  const legal = pending.commands as unknown as LegalCommand[];
  const chosen = legal.find((c) => c.type === 'DeclineAttack') ?? legal[0];
  if (!chosen) return undefined;
  if (chosen.choices?.length) return { type: chosen.choices[0].type, data: chosen.choices[0].data ?? {} };
  const data = Object.entries(chosen.parameters ?? {}).flatMap(([name, values]) =>
    Array.isArray(values) ? [[name, values[0]]] : [],
  );
  return { type: chosen.type, data: Object.fromEntries(data) };
}

export interface PlayedCareer {
  careerId: string;
  commands: number;
  /** Where the career stands: `ended` when it is over. */
  step: string;
}

/** Starts a career and plays it until nothing is pending or `maxCommands` were sent. */
export async function playCareer(
  client: PeriscopeClient,
  start: Schema<'StartCareerDto'>,
  maxCommands = 1000,
): Promise<PlayedCareer> {
  const started = await client.startCareer(start);
  let pending = started.pending;
  let commands = 0;
  for (
    let command = chooseCommand(pending);
    command && commands < maxCommands;
    command = chooseCommand(pending)
  ) {
    const answer = await client.sendCareerCommand(started.careerId, started.seatToken, {
      commandId: `bot-${commands}`,
      ...command,
    } as Schema<'CareerCommandDto'>);
    pending = answer.pending;
    commands++;
  }
  return { careerId: started.careerId, commands, step: String(pending.step.kind) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { url: { type: 'string', default: 'http://localhost:3000' }, seed: { type: 'string' } },
  });
  const client = new PeriscopeClient({ baseUrl: values.url });
  const played = await playCareer(client, {
    uboatType: 'VIIC',
    startDate: '1943-07',
    kommandant: 'Kptlt. Bot',
    ...(values.seed !== undefined && { playerSeed: values.seed }),
  } as Schema<'StartCareerDto'>);
  process.stdout.write(`career ${played.careerId}: ${played.commands} commands, ${played.step}\n`);
}

if (require.main === module)
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
