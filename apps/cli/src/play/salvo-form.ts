import type { CareerCommand, CareerState, Shot } from '@periscope/rules';
import { pick } from './pick';
import type { Terminal } from './terminal';
import { worded } from './worded';

// 9.2.1: the salvo tube by tube. pending() offers a sample of salvos (every tube of an end, one tube, both ends, each
// at one target); here the player gives each loaded tube its own target, or holds it, and the engine judges the salvo.

const ENDS = ['bow', 'stern'] as const;

/** The loaded tubes, each with what it holds. */
export function loadedTubes(state: CareerState): { end: Shot['end']; tube: number; holds: string }[] {
  const torpedoes = state.boat?.torpedoes;
  if (!torpedoes) return [];
  return ENDS.flatMap((end) =>
    (end === 'bow' ? torpedoes.bowTubes : torpedoes.sternTubes).flatMap((holds, tube) =>
      holds === null ? [] : [{ end, tube, holds }],
    ),
  );
}

/** Asks a target (or hold) for each loaded tube; a salvo of at least one torpedo, or null at the end of input. */
export async function askSalvo(terminal: Terminal, state: CareerState): Promise<CareerCommand | null> {
  const ships = state.encounter?.ships ?? [];
  const afloat = ships.flatMap((s, i) => (s.damage >= s.sinkPoints ? [] : [i]));
  const { words } = terminal;
  const labels = [words.hold, ...afloat.map((i) => `${i} ${ships[i].name}`)];
  for (;;) {
    const shots: Shot[] = [];
    for (const { end, tube, holds } of loadedTubes(state)) {
      terminal.write(
        `  ${words.tubeHolds(words.end[end], String(tube), words.language === 'en' ? holds : worded(words.language).value(holds))}: ${labels.map((l, i) => `${i + 1}) ${l}`).join('   ')}`,
      );
      const k = await pick(terminal, words.tubePrompt(words.end[end], String(tube)), labels);
      if (k === null) return null;
      if (k > 0) shots.push({ end, tube, target: afloat[k - 1] });
    }
    if (shots.length > 0) return { type: 'FireTorpedoes', data: { shots } };
    terminal.write(terminal.paint('red', words.allHeld));
  }
}
