// One die as drawn on the tray: a d6 with its pips, any other die with its number (the number in text too).

/** Pip centres on a 3 × 3 grid (0-2), per face of a d6. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** The d6-based kinds (1d6, 2d6, 3d6, d66) are read on pips; 1d10, 1d20, d100's digits as numbers. */
export const pipped = (kind: string) => kind === 'd66' || /^\d*d6$/.test(kind);

export function Die({ face, pips }: { readonly face: number; readonly pips: boolean }) {
  const spots = pips ? PIPS[face] : undefined;
  return (
    <span class={spots ? 'die die--d6' : 'die die--number'}>
      {spots ? (
        <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true" focusable="false">
          <rect x="1" y="1" width="28" height="28" rx="5" class="die__body" />
          {spots.map(([x, y]) => (
            <circle key={`${x}${y}`} cx={7 + x * 8} cy={7 + y * 8} r="2.6" class="die__pip" />
          ))}
        </svg>
      ) : (
        <span aria-hidden="true" class="die__number">
          {face}
        </span>
      )}
      <span class="visually-hidden">{face}</span>
    </span>
  );
}
