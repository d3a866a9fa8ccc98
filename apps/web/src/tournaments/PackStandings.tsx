import { useSignal } from '@preact/signals';
import { Fragment } from 'preact';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import { RuleRef } from '../ui/RuleRef';
import { thousands, tons } from '../ui/words';
import type { PackRow, Standings } from './api';
import { battleTonnage, convoyBattles, type ConvoyBattle } from '@periscope/play/wolfpack/convoy-battles';
import { careerEvents } from './api';
import { t } from '../i18n/i18n';

/** 13.5.1: the packs by their members' summed tonnage, each with its convoy battles (13.5.3-13.5.5). */
export function PackStandings({ standings }: { readonly standings: Standings }) {
  const open = useSignal<number | null>(null);
  const nameOf = (careerId: string) => standings.individual.find((r) => r.careerId === careerId)?.name ?? '?';
  return (
    <section class="panel packs" aria-labelledby="packs-title">
      <h2 id="packs-title">
        {t('tournament.packs.title')} <RuleRef rule="13.5.1" />
      </h2>
      {standings.packs.length === 0 ? (
        <p class="hint">{t('tournament.packs.none')}</p>
      ) : (
        <div class="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col" class="num">
                  {t('tournament.column.rank')}
                </th>
                <th scope="col">{t('tournament.column.pack')}</th>
                <th scope="col">{t('tournament.list.boats')}</th>
                <th scope="col" class="num">
                  {t('tournament.packs.afloat')}
                </th>
                <th scope="col" class="num">
                  {t('tournament.column.ships')}
                </th>
                <th scope="col" class="num">
                  {t('tournament.column.tonnage')}
                </th>
                <th scope="col">
                  <span class="visually-hidden">{t('tournament.packs.battles')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {standings.packs.map((pack) => (
                <Fragment key={pack.number}>
                  <tr>
                    <td class="num">{pack.rank}</td>
                    <th scope="row">{pack.name}</th>
                    <td class="packs__members">{pack.members.map(nameOf).join(', ')}</td>
                    <td class="num">{pack.afloat}</td>
                    <td class="num">{thousands(pack.shipsSunk)}</td>
                    <td class="num">{tons(pack.tonnage)}</td>
                    <td>
                      <button
                        type="button"
                        aria-expanded={open.value === pack.number}
                        aria-label={t('tournament.packs.battlesOf', { name: pack.name })}
                        onClick={() => (open.value = open.value === pack.number ? null : pack.number)}
                      >
                        {t('tournament.packs.battles')}
                      </button>
                    </td>
                  </tr>
                  {open.value === pack.number && (
                    <tr>
                      <td colSpan={7}>
                        <div class="tournament__in-row">
                          <PackBattles pack={pack} nameOf={nameOf} />
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PackBattles({ pack, nameOf }: { pack: PackRow; nameOf: (careerId: string) => string }) {
  const battles = useSignal<readonly ConvoyBattle[] | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    Promise.all(pack.members.map(async (id) => ({ name: nameOf(id), events: await careerEvents(id) })))
      .then((members) => (battles.value = convoyBattles(members)))
      .catch((e) => (error.value = errorMessage(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the pack or its sinkings change, not at each new row
  }, [pack.number, pack.shipsSunk]);
  if (error.value) return <p class="alert alert--error">{error.value}</p>;
  if (!battles.value) return <p class="loading">{t('tournament.packs.loading')}</p>;
  if (battles.value.length === 0)
    return <p class="hint">{t('tournament.packs.noBattle', { name: pack.name })}</p>;
  return (
    <ol class="packs__battles">
      {battles.value.map((battle) => (
        <li key={battle.box}>
          <h3 class="packs__battle-title">
            {t('tournament.packs.battle', { box: battle.box, tons: tons(battleTonnage(battle)) })}
          </h3>
          <ol class="packs__rounds">
            {battle.rounds.map((r) => (
              <li key={r.round}>
                <strong>{t('tournament.packs.round', { round: r.round })}</strong> <RuleRef rule="13.5.4" />
                <ul class="packs__boats">
                  {r.boats.map((b) => (
                    <li key={b.name}>
                      {t('tournament.packs.detection', { name: b.name, focused: b.focused })}
                      {r.round > 1 && b.joined && `, ${t('tournament.packs.joins')}`}
                    </li>
                  ))}
                </ul>
                {r.sunk.length > 0 && (
                  <ul class="packs__sunk">
                    {r.sunk.map((s, i) => (
                      <li key={i}>
                        {t('tournament.packs.sank', { boat: s.boat, ship: s.ship, tons: tons(s.tonnage) })}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
