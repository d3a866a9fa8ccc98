import { render, screen, within } from '@testing-library/preact';
import type { CareerState } from '@periscope/rules';
import { reference } from '../../reference/reference';
import { atSea, depthCharged, engineReference } from './board.fixtures';
import { UBoatBoard } from './index';
import { torpedoName } from '../../ui/words';

const tubeTexts = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('UBoatBoard', () => {
  afterEach(() => (reference.value = null));

  describe('when a fresh boat is at sea', () => {
    const { state } = atSea();
    const boat = state.boat!;

    it('shows what every bow and stern tube holds, numbered as on the board', () => {
      render(<UBoatBoard state={state} />);
      expect(tubeTexts('Bow tubes')).toEqual(
        boat.torpedoes.bowTubes.map((t, i) => `Tube ${i + 1}: ${torpedoName(t!)}`),
      );
      const first = boat.torpedoes.bowTubes.length + 1;
      expect(tubeTexts('Stern tubes')).toEqual(
        boat.torpedoes.sternTubes.map((t, i) => `Tube ${first + i}: ${torpedoName(t!)}`),
      );
      expect(screen.getByText('Tube 2:').parentElement?.textContent).toBe('Tube 2: G7e (FaT)');
    });

    it('counts the reload boxes by torpedo type', () => {
      render(<UBoatBoard state={state} />);
      expect(screen.getByText('Forward reloads:').parentElement?.textContent).toContain(
        '4 × G7e (FaT), 4 × G7a (FaT)',
      );
      expect(screen.getByText('Aft reloads:').parentElement?.textContent).toContain('1 × G7e (FaT)');
    });

    it('names the boat, the Kommandant and his rank in words', () => {
      render(<UBoatBoard state={state} />);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Type VIIC');
      expect(screen.getByText('Kptlt. Prien').parentElement?.textContent).toContain('Oberleutnant zur See');
      expect(screen.getByText('No decorations yet')).toBeTruthy();
    });

    it('lists the deck-gun ammunition and BOLD decoys', () => {
      render(<UBoatBoard state={state} />);
      expect(screen.getByText(`${boat.deckGunAmmo} ammunition points`, { exact: false })).toBeTruthy();
      expect(screen.getByText('BOLD decoys').nextElementSibling?.textContent).toContain(
        String(boat.boldDecoys),
      );
    });
  });

  describe('when the boat has been depth-charged', () => {
    const { state } = depthCharged();

    it('shows the empty tubes as empty and the damaged stern tube door', () => {
      render(<UBoatBoard state={state} />);
      expect(tubeTexts('Bow tubes').every((t) => t?.endsWith('empty'))).toBe(true);
      expect(tubeTexts('Stern tubes')[0]).toBe('Tube 5: empty (door damaged, cannot fire)');
      expect(
        within(screen.getByRole('list', { name: 'Damaged systems' })).getByText('Aft torpedo tubes'),
      ).toBeTruthy();
    });

    it("writes a wounded crewman's wound in words, not only in colour", () => {
      render(<UBoatBoard state={state} />);
      const row = screen.getByRole('row', { name: /2WO/ });
      expect(row.textContent).toContain('LW (lightly wounded)');
      expect(screen.getByRole('row', { name: /1WO/ }).textContent).toContain('Fit');
    });

    it('marks the hull boxes of the track against the board capacity when the reference gives it', () => {
      expect(state.boat?.hullDamage).toBe(2);
      reference.value = engineReference();
      render(<UBoatBoard state={state} />);
      const hull = screen.getByRole('group', { name: 'Hull track: 2 of 8 marked' });
      expect(within(hull).getAllByRole('listitem')).toHaveLength(8); // Q-HULLBOXES: 7 boxes, then [SUNK]
      expect(within(hull).getAllByText(/^box \d marked$/)).toHaveLength(2);
      expect(within(hull).getByText('box 8 clear, sunk')).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Flooding track: 0 of 6 marked' }).textContent).toContain(
        'Last box: forced to surface',
      );
    });

    it('falls back to the count of marked boxes before the reference is loaded', () => {
      render(<UBoatBoard state={state} />);
      expect(screen.getByRole('group', { name: 'Hull track: 2 marked' })).toBeTruthy();
    });
  });

  describe('reconstructed values', () => {
    const { state } = atSea();

    it('carry the badge when the reference marks the field reconstructed for this type', () => {
      reference.value = engineReference();
      expect(reference.value.boats.find((b) => b.type === 'VIIC')?.reconstructed).toContain(
        'tracks.hullBoxes',
      );
      render(<UBoatBoard state={state} />);
      expect(screen.getByLabelText('reconstructed hull track')).toBeTruthy();
    });

    it('carry no badge when the reference does not', () => {
      const ref = engineReference();
      reference.value = { ...ref, boats: ref.boats.map((b) => ({ ...b, reconstructed: [] })) };
      render(<UBoatBoard state={state} />);
      expect(screen.queryAllByText('reconstructed')).toHaveLength(0);
    });
  });

  describe('what refits and awards change', () => {
    const { state } = atSea();
    const changed = (change: (s: CareerState) => CareerState) => render(<UBoatBoard state={change(state)} />);

    it('shows the decorations worn and the Abwehr agent aboard', () => {
      changed((s) => ({
        ...s,
        career: {
          ...s.career!,
          decorations: {
            ...s.career!.decorations,
            knightsCross: 'oakLeaves',
            ironCross: 'firstClass',
            wounds: 3,
          },
          crew: { ...s.career!.crew, abwehrAgent: { wound: 'severelyWounded', expert: false } },
        },
      }));
      const worn = within(screen.getByRole('list', { name: 'Decorations' })).getAllByRole('listitem');
      expect(worn.map((li) => li.textContent?.split(' 11.')[0])).toEqual([
        "Knight's Cross with Oak Leaves",
        'Iron Cross 1st Class',
        'Iron Cross 2nd Class',
        'Wound Badge in Silver',
      ]);
      expect(screen.getByRole('row', { name: /Abwehr agent/ }).textContent).toContain(
        'SW (severely wounded)',
      );
    });

    it('says when the deck gun was removed and lists the fittings', () => {
      changed((s) => ({
        ...s,
        boat: {
          ...s.boat!,
          fittings: { ...s.boat!.fittings, deckGunRemoved: true, schnorchel: true, naxos: true },
        },
      }));
      expect(screen.getByText('Deck gun removed (Extra Flak in its place)', { exact: false })).toBeTruthy();
      const fittings = within(screen.getByRole('list', { name: 'Fittings' })).getAllByRole('listitem');
      expect(fittings.map((li) => li.textContent)).toEqual([
        'Schnorchel 10.11.10',
        'NAXOS radar warning 8.1.2',
      ]);
    });
  });
});
