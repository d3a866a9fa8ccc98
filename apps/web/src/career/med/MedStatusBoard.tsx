import type { ComponentChildren } from 'preact';
import type { MedBoard } from '@periscope/rules/campaigns/beneath-the-med';
import type { MedCareer } from '@periscope/rules/career/model/med';
import type { Wound } from '@periscope/rules/career/model/state';
import { Reconstructed } from '../../ui/Reconstructed';
import { RuleRef } from '../../ui/RuleRef';
import { Section } from '../board/Section';
import { Torpedoes } from '../board/Torpedoes';
import '../board/board.css';
import { t, word } from '../../i18n/i18n';
import { asLoadout, medBoard, notPrinted, torpedoFieldMarked } from './med-board';
import { whoWhere } from './who';

/** 2.13 (digest): the Regia Marina's specialists, then the generic crew's boxes. */
const SPECIALISTS = ['comandante', 'secondo', 'armi', 'medico', 'macchina'] as const;

/** A heading or a term with the rule that governs it. */
const ruled = (text: string, rule: string) => (
  <>
    {text} <RuleRef rule={rule} />
  </>
);

/**
 * The Italian status board of the career's class (4.4-4.6): its tubes and reload boxes as The Hunted's board draws
 * them, its guns and their ammunition, the crew by the Regia Marina's posts, the conning tower (7.5.9.3). A value
 * the rule text does not print carries the reconstructed badge; what the chart pack does not hold yet is said.
 */
export function MedStatusBoard({
  career,
  damaged = [],
}: {
  readonly career: MedCareer;
  /** 7.5.8: the systems damaged on this patrol (none in port). */
  readonly damaged?: readonly string[];
}) {
  const board = medBoard(career.uboatType);
  const boat = t('med.boat', { boatClass: career.uboatType });
  return (
    <article class="panel uboat-board med-board" aria-label={t('medBoard.label', { boat })}>
      <header class="uboat-board__header">
        <h2>{boat}</h2>
        <p class="uboat-board__kommandant">{whoWhere(career)}</p>
      </header>
      <div class="uboat-board__grid">
        <Torpedoes
          type={career.uboatType}
          torpedoes={asLoadout(career.torpedoes)}
          damaged={[]}
          marked={torpedoFieldMarked(board)}
        />
        <Guns board={board} ammo={career.deckGunAmmo} damaged={damaged} />
        <Section class="uboat-board__section" heading={ruled(t('medBoard.g7e'), '4.5')}>
          <p>{t('medBoard.g7eAboard', { n: g7eAboard(career) })}</p>
        </Section>
        <Decorations career={career} />
        <Crew career={career} />
        <Section class="uboat-board__section" heading={ruled(t('medBoard.lupo'), '9.2')}>
          <p>{t('medBoard.lupoTokens', { n: career.luckTokens })}</p>
        </Section>
        <Section class="uboat-board__section" heading={t('medBoard.tower')}>
          <p>
            {ruled(
              career.conningTowerRebuilt ? t('medBoard.towerRebuilt') : t('medBoard.towerOld'),
              '7.5.9.3',
            )}
          </p>
        </Section>
      </div>
    </article>
  );
}

/** 4.5: the G7e aboard, in the tubes and the reload boxes. */
const g7eAboard = ({ torpedoes: t }: MedCareer): number =>
  [...t.bowTubes, ...t.sternTubes, ...t.bowReloads, ...t.sternReloads].filter((x) => x === 'G7e').length;

/** 7.5.8: "damaged" beside a gun a [B5] hit put out on this patrol. */
const hit = (damaged: readonly string[], system: string) =>
  damaged.includes(system) ? ` (${t('medBoard.damaged')})` : '';

/** 4.6: the deck guns of the class and the ammunition points aboard; the AA mounts (7.3.4); either damaged (7.5.8). */
function Guns(props: {
  readonly board: MedBoard;
  readonly ammo: number;
  readonly damaged: readonly string[];
}) {
  const { board, ammo, damaged } = props;
  const facts: readonly [ComponentChildren, ComponentChildren][] = [
    [
      ruled(t('medBoard.deckGuns'), '4.6'),
      <Valued
        value={`${board.deckGuns.value}${hit(damaged, 'deckGun')}`}
        badge={notPrinted(board.deckGuns.provenance) && t('medBoard.deckGuns')}
      />,
    ],
    [
      ruled(t('medBoard.aaMounts'), '7.3.4'),
      <Valued
        value={`${board.aaMounts.value}${hit(damaged, 'aaMachineGuns')}`}
        badge={notPrinted(board.aaMounts.provenance) && t('medBoard.aaMounts')}
      />,
    ],
    [
      t('medBoard.ammo'),
      <Valued
        value={t('stores.ammo', { n: ammo })}
        badge={notPrinted(board.deckGunAmmo.provenance) && t('stores.ammoAllowance')}
      />,
    ],
  ];
  return (
    <Section class="uboat-board__section" heading={t('medBoard.guns')}>
      <dl class="uboat-board__facts">
        {facts.map(([term, value], i) => [<dt key={`t${i}`}>{term}</dt>, <dd key={`d${i}`}>{value}</dd>])}
      </dl>
      <p class="hint">{t('medBoard.notHeld')}</p>
    </Section>
  );
}

/** A value, with the reconstructed badge naming it when the rule text does not print it. */
function Valued({ value, badge }: { readonly value: string | number; readonly badge: string | false }) {
  return (
    <>
      {value} {badge && <Reconstructed what={badge} />}
    </>
  );
}

/** A post and its wound: fit, LW, SW or KIA (7.5.6). */
const Post = ({ role, wound }: { readonly role: string; readonly wound: Wound }) => (
  <li class={`wound wound--${wound}`}>
    {t(`medCrew.${role}` as 'medCrew.generic')}: <strong>{t(`woundShort.${wound}`)}</strong>
  </li>
);

/** 7.5.6, 7.7.2: the crew's rating, each post's wound, the generic crew's boxes; all of them out, −1 on [A4]. */
function Crew({ career }: { readonly career: MedCareer }) {
  const w = career.wounds;
  return (
    <Section class="uboat-board__section uboat-board__crew" heading={ruled(t('crew.generic'), '7.5.6')}>
      <p>
        {t('crew.quality')} <strong>{t('medQuality', { quality: career.crewQuality })}</strong>{' '}
        <RuleRef rule="7.7.2" />
      </p>
      <ul aria-label={t('medBoard.roles')}>
        {SPECIALISTS.map((role) => (
          <Post key={role} role={role} wound={w[role]} />
        ))}
        {w.generic.map((wound, i) => (
          <Post key={`generic${i}`} role="generic" wound={wound} />
        ))}
      </ul>
      {w.generic.every((g) => g === 'severelyWounded' || g === 'killed') && (
        <p class="hint">
          {t('medBoard.crewOut')} <RuleRef rule="7.5.6" />
        </p>
      )}
    </Section>
  );
}

/** 7.8.9: what each medal held does in the game; the others have no game effect. */
const EFFECTS: Readonly<Record<string, 'gold' | 'silver' | 'bronze'>> = {
  goldMedal: 'gold',
  silverMedal: 'silver',
  bronzeMedal: 'bronze',
};

/** 7.8, 7.8.9, 8.3: the awards held, each with its effect, the Bronze's once-a-game turn, the "New Sub" markers. */
function Decorations({ career }: { readonly career: MedCareer }) {
  const held = Object.entries(career.awards).filter(([, n]) => (n ?? 0) > 0);
  return (
    <Section class="uboat-board__section" heading={ruled(t('medBoard.decorations'), '7.8')}>
      {held.length === 0 ? (
        <p>{t('medBoard.noDecorations')}</p>
      ) : (
        <ul aria-label={t('medBoard.decorations')}>
          {held.map(([award, n]) => (
            <li key={award}>
              {word('medAward', award) ?? award}
              {(n ?? 0) > 1 ? ` ×${n}` : ''}: {t(`medBoard.effect.${EFFECTS[award] ?? 'none'}` as const)}
            </li>
          ))}
        </ul>
      )}
      {career.service.bronzeUsed && <p>{t('medBoard.bronzeUsed')}</p>}
      <p>{ruled(t('medBoard.newSub', { n: career.service.newSubMarkers }), '8.3')}</p>
    </Section>
  );
}
