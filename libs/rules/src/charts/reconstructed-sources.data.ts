// Generated once from the reconstructed data set by a one-off script (facts, not code; README "Where the game data comes from").
// Sources: '000 L…' / '002 L…' seed lines, 'hist Hn' historical, 'designed Dn' proposals (see RECONSTRUCTED_SOURCES).
import type { ReconstructedSources } from './uboat-boards.types';

/** What 'hist Hn' and 'designed Dn' refer to. */
export const RECONSTRUCTED_SOURCES: ReconstructedSources = {
  historical: {
    H1: {
      description:
        "Wikipedia, 'German submarine U-221' (Type VIIC infobox: 4 bow + 1 stern tube, 14 torpedoes or 26 TMA mines, 8.8 cm gun with 220 rounds, 2 cm C/30)",
      address: 'https://en.wikipedia.org/wiki/German_submarine_U-221',
    },
    H2: {
      description:
        "Wikipedia, 'German Type VII submarine', section Type VIIB (stern tube moved inside, 14 torpedoes)",
      address: 'https://liquisearch.com/german_type_vii_submarine/type_viib',
    },
    H3: {
      description:
        "Wikipedia, 'German submarine U-441' (as U-flak 1: 2 quadruple 2 cm Flakvierling, 1 x 3.7 cm Flak M42, crew 67; as U-441: 5 tubes, 14 torpedoes, 8.8 cm)",
      address: 'https://en.wikipedia.org/wiki/German_submarine_U-441',
    },
    H4: {
      description:
        "Iron Cross magazine, 'Flak U-boats' (four VIIC converted 1943; fuel for Biscay only; five torpedoes kept for self-defence)",
      address: 'https://www.pressreader.com/uk/iron-cross/20220629/281728388203680',
    },
    H5: {
      description:
        "Wikipedia, 'German submarine U-214' (Type VIID: 5 tubes 4 bow/1 stern, 12 torpedoes or 26 TMA/39 TMB, 5 vertical launchers with 15 SMA mines, 8.8 cm with 220 rounds, one 20 mm)",
      address: 'https://en.wikipedia.org/wiki/German_submarine_U-214',
    },
    H6: {
      description:
        "Wikipedia, 'German submarine U-215' (Type VIID: crew 4 officers + 40 men, range 11,200 nmi)",
      address: 'https://en.wikipedia.org/wiki/German_submarine_U-215',
    },
    H7: {
      description:
        "u-boote.fr 'Type VII C/41' (thicker pressure hull, crush depth 250 m) and studylib.es 'El primero de 91 submarinos Tipo VII C/41' (Turm IV: 2 twin 2 cm + 1 x 3.7 cm; schnorchel in place of the 8.8 cm gun)",
      address: 'http://www.u-boote.fr/type_u-boote/type_viic_41.htm ; https://deploy.studylib.es/doc/6766935',
    },
    H8: {
      description:
        "Wikipedia, 'German submarine U-505' (Type IXC: 6 tubes 4 bow/2 stern, 22 torpedoes, 10.5 cm SK C/32 with 180 rounds, 3.7 cm SK C/30, 2 cm; complement 48-56)",
      address: 'https://en.wikipedia.org/wiki/German_submarine_U-505',
    },
    H9: {
      description:
        "Wikipedia, 'German submarine U-880' (Type IXC/40: 6 tubes, 22 torpedoes, 10.5 cm with 180 rounds, 3.7 cm Flak M42, two twin 2 cm; complement 48) — German copy",
      address: 'https://de.knowledgr.com/12331802/DeutschesUBootU880',
    },
    H10: {
      description:
        "Wikipedia, 'German submarine U-873' (Type IXD2: 6 tubes, 24 torpedoes, 10.5 cm with 150 rounds, 3.7 cm with 2575 rounds, two 2 cm; complement 55) — German copy",
      address: 'http://de.knowledgr.com/12331825/DeutschesUBootU873',
    },
    H11: {
      description:
        "Nico Nico Pedia, 'U-883' (only Type IXD/42 completed, commissioned 27 Mar 1945: 6 tubes, 22 torpedoes, 10.5 cm, 3.7 cm, 2 cm; crew 57)",
      address: 'https://dic.nicovideo.jp/a/u-883',
    },
    H12: {
      description:
        "Wikipedia, 'Type X submarine' + escertico wiki 'Type X / Type XI' + encyclopedie-des-armes 'Type X et Type XI' (XB: 2 stern tubes, 15 torpedoes, 66 SMA mines, 10.5 cm later removed, 3.7 cm, 2 cm; 5 officers + 47 men; mostly used as supply boat)",
      address:
        'https://en.wikipedia.org/wiki/Type_X_submarine ; https://escertico.fandom.com/nl/wiki/Type_X_/_Type_XI',
    },
    H13: {
      description:
        "Wikipedia, 'Type XIV submarine' (no torpedo tubes or deck gun; 2 x 3.7 cm + 1 x 2 cm; four torpedoes for other boats; bakery; complement 53; thicker hull, 240 m)",
      address: 'https://en.wikipedia.org/wiki/Type_XIV_submarine',
    },
    H14: {
      description:
        "Wikipedia, 'Type XXI submarine' (6 bow tubes, 23 torpedoes or 17 + 12 mines, 2 twin 2 cm, complement 57, ~3x VIIC battery capacity, power-assisted reloading, judged vulnerable to combat damage)",
      address: 'https://en.wikipedia.org/wiki/Type_XXI_submarine',
    },
    H15: {
      description:
        "Wikipedia, 'Focke-Achgelis Fa 330' + Smithsonian NASM object A19540016000 (towed by Type IXD2 boats, used in the Indian Ocean)",
      address: 'https://en.wikipedia.org/wiki/Focke-Achgelis_Fa_330',
    },
    H16: {
      description:
        "Wikipedia, 'G7a torpedo' (T I standard for the whole war; G7e T II replaced from 1942 by T III; Pi1/Pi2 pistols)",
      address: 'https://en.wikipedia.org/wiki/G7a_torpedo',
    },
    H17: {
      description:
        "codenames.info 'Operation Leuthen (i)' + Wikipedia 'Convoys ONS 18/ON 202' (group formed ~23 Aug 1943; first use of the T5 Zaunkoenig in Sept 1943, intended against convoy escorts)",
      address: 'https://codenames.info/operation/leuthen-i/',
    },
    H18: {
      description:
        "Valour Canada, 'HMCS Chebogue' (the G7es tended to explode prematurely because of its primitive acoustic system)",
      address: 'https://valourcanada.ca/military-history-library/hmcs-chebogue/',
    },
    H19: {
      description:
        "'A Raft of Apples' blog, 'Zaunkoenig' (T11 Zaunkoenig II: only 38 built towards the end of the war; meant to tell Foxer noise from propellers)",
      address: 'http://araftofapples.blogspot.com/2016/01/zaunkonig.html',
    },
    H20: {
      description:
        "de.wikipedia 'Torpedokrise' (1940 magnetic-pistol and depth-keeping failures, causes found later) + D. H. Wright, 'Wolves Without Teeth' (Georgia Southern Univ. thesis, 2010)",
      address: 'https://docslib.org/doc/3522526/the-german-torpedo-crisis-in-world-war-two',
    },
    H21: {
      description:
        "thehistoryfiles.com 'U-boats' (Type IX: 22 torpedoes, 4 bow + 2 stern tubes, 105 mm and 37 mm guns; Type VII/VIIB crews 44-50)",
      address: 'https://thehistoryfiles.com/u-boats/',
    },
    H22: {
      description: "Wikipedia, 'German Type VII submarine' infobox (VIIC complement 44-52)",
      address: 'https://en.m.wikipedia.org/wiki/German_Type_VII_submarine',
    },
    H23: {
      description:
        'otaku-mk2.net diary 12811 (VIIC stowage: 6 reloads in the bow room, 1 under the stern room, 2 in deck containers = 14; 3 TMB mines per tube)',
      address: 'http://otaku-mk2.net/diary/12811',
    },
    H24: {
      description:
        "seed 001 (Spanish translation of Avalon Hill 'Submarine'), L1063: VIIC has 4 bow + 1 stern tubes + 9 reloads = 14",
      address: 'seeds/001_fde7be2abae55313.txt',
    },
    H25: {
      description:
        "cartalana.com 'Type VII general description' (8.8 cm gun on the foredeck, 2 cm flak aft of the tower)",
      address: 'https://cartalana.com/018-02.php',
    },
  },
  designReasons: {
    D1: 'VII route shape 2 transit + 4 on-station + 2 transit, copied from the only printed row (VIIC Arctic, ES L510); fits the log example (no contact in the first 3 patrol boxes, then a convoy: ES L2360).',
    D2: 'Extended-patrol routes (IX family, VIID, XB, XIV, XXI) keep the on-station box count but mark two on-station boxes x2, about 7 on-station rolls for the 2-month patrol (ES L1546).',
    D3: 'Distance is expressed by x2/x3 Transit boxes (IT L777 puts the x2/x3 markers on transit boxes): one x2 leg each way for North America/Caribbean/W. Africa/Australia, two x2 legs for Brazil, x3 legs for the Indian Ocean.',
    D4: 'One M/A box, always the 2nd on-station box, on every row that can carry an (A) or (M) mission (BI, NA, Car, WA, BR, IO, SC); with no mission aboard it is rolled on the area column.',
    D5: "IXD-2 4-month patrol (ES L1548): about twice the IX row's rolls; on-station x2 become x3 and transit legs lengthen.",
    D6: "Penang rows: end box T(P) rolled on Transit; 'IO -> Penang' = outbound half of the IO row ending in T(P); the return is the same row reversed (ES L600 'Indian Ocean patrol reversed'); no mission box on rows that start at Penang.",
    D7: "Hull: VIIC 7 boxes = smallest count that lets the printed '+3m refit' mark (ES L499) and the 7-box refit example (ES L1532) exist (OCR at ES L498 shows 6 cells, unreliable); every type kept <= 9 so the marks for boxes 1-3/4-6/7-9 cover the whole track.",
    D8: "Flooding: VIIC 6 boxes from the OCR'd flooding row (ES L498-500); other types +1 per step of larger internal volume.",
    D9: 'Larger or double-hull boats, and boats with a thicker pressure hull, get +1 hull box over the VIIC.',
    D10: 'Stowage split: aft section = stern tubes + 1 reload per stern tube (VIIC 1+1, ES L481-504); all other reloads forward, deck containers included as on the VIIC board (ES L485-489; H23); a boat with only stern tubes keeps every reload aft.',
    D11: "Default mix = the VIIC proportions of ES L436 (8 G7e FaT : 4 G7a FaT : 2 homing out of 14) scaled to the type's load and rounded; the homing count is then fixed (4.5 step 3, ES L442).",
    D12: 'Ammunition points = historical rounds / 22, rounded (VIIC: 220 rounds H1 <-> 10 points ES L475).',
    D13: "Flak abstraction of the game: Type VII = one '2 cm' system (ES L479; ES L1448 says a VII has no 3.7 cm), Type IX and IX-based boats = two guns (ES L1248); [A2] DRM by number of guns firing (IT L2431-2432).",
    D14: 'Homing placement: one homing torpedo in the aft section when the boat has stern tubes (the T5 was meant for pursuing escorts, H17); the rest forward.',
    D15: 'Zaunkoenig II appears only in the XXI default mix from 1/45 (only ~38 T11 were built, H19); every other type keeps the Zaunkoenig.',
    D16: 'Type XII never built: crew set to IX-class size.',
    D17: "Straight-running torpedoes keep the chart's 'dud on 1' (IT L2533) for the whole period: ES L1028 says the dud problems were mostly fixed by then (H20).",
    D18: 'Homing types (Falke, Zaunkoenig, Zaunkoenig II) dud on 1-2 during their first 8 months in service (Falke from 3/43 ES L2286, Zaunkoenig from 8/43 ES L436, Zaunkoenig II from 1/45 D15): the acoustic pistols tended to fire early (H18).',
    D19: 'End boxes at Norway, Germany, Italy or Penang are rolled on Transit (the E1 chart has no such columns, IT L2452-2487); the Bay of Biscay column is used only when that end is a French base (ES L564).',
    D20: 'XB follows the Type IX area rules (grouped with IX in ES L1817, as the XII in ES L1893); the XXI is neither VII nor IX, so no area is barred to it.',
    D21: 'Types that need KptLt or higher to be requested (ES L1813) start as KptLt when chosen at setup, as ES L1823 does for limited types.',
    D22: 'XII load: IX stowage (16 reloads, 12 fwd + 4 aft) plus its 8 tubes = 24.',
    D23: 'XXI minelaying: mines replace the 6 tube loads (-6), by analogy with ES L810 (one mine load per tube).',
    D24: 'VIIC Flak mix 3 G7e + 2 G7a, no homing torpedo: the flak boats carried torpedoes only for self-defence (H4).',
    D25: 'XIV cargo torpedoes 2 G7a FaT + 2 G7e FaT, the same pairs handed over in optional 14.9 (ES L2168).',
    D26: 'VIIC/41 was completed without the 8.8 cm gun (H7): the board starts with the Extra Flak marker (ES L1572) and no ammunition.',
    D27: 'XB and XII deck gun: the IX-family 10.5 cm with the IX ammunition (8 points); XB gun rounds unknown, XII never built.',
    D28: 'Tanker cargo: XIV 12 fuel points + 3 spare parts, XB 8 fuel points + 2 spare parts; an average operation is 3.5 boats x 1.5 points ~ 5 points (ES L1871-1877), so the XIV covers ~2 operations and the XB ~1.5 before using its own fuel.',
    D29: "Dud procedure: 1d6 per torpedo hit; dud if the modified roll is <= the dud number (keeps IT's '1 = dud' and lets Superior Torpedoes' +1, IT L2681, cancel a natural 1).",
    D30: 'XIV route table = Atlantic, North America, Caribbean, W. Africa, Brazil (Atlantic-basin areas; 14.9.1 already assumes NA/Caribbean/Brazil boats were refuelled, ES L2158); BI, Arctic, Med (no tankers there, ES L2158) and IO left off; any other result -> Atlantic (ES L1863).',
    D31: "Invasion row: one on-station box fewer than D1 (short run from Biscay into the Channel); Inv boxes read the Atlantic column with '-' -> Aircraft (ES L816).",
    D32: 'Spanish Coast row exists for the Kommandant cards (IT L3245) and its E1 column (IT L2464); [P1] never rolls it.',
    D33: 'VIID uses the IX-family rows (extended patrol ES L1546; 11,200 nmi range H6) except Arctic, Mediterranean and Invasion, where it uses the VII rows.',
    D34: 'Fa-330 also on IXD/42 because the [E4] autogiro note covers both types (IT L2639); historically only IXD2 boats used it (H15).',
    D35: 'Balkon-Geraet roll also for the XII because the XII counts as a Type IX (ES L1893).',
    D36: 'Repair number for systems absent from [E5] (oven, Nibelung, Extra Flak): 1-2 like the other minor systems (IT L2647-2661).',
    D37: 'Penang shortfall (ES L592 gives only the count): the player removes the missing torpedoes from the reload boxes, homing torpedoes last.',
    D38: 'Arctic: a boat made permanent (1d6, ES L780) ends the row at Norway (ES L568); non-permanent Arctic patrols return to the departure base.',
    D39: 'After those 8 months a homing type drops to the straight-runner value (1); no seed or source gives a dated change for the straight-running G7a/G7e after 7/43 (ES L1028).',
    D41: 'A system box is printed only on boards of boats that have the item (no aft-door box without stern tubes, no gun box without a gun).',
    D42: 'A FaT torpedo that hits a second, random convoy ship (9.2.4) rolls [U2] like any other hit.',
    D43: 'Every board carries the three BOLD boxes printed on the VIIC board; BOLD is not tied to a type (ES L2286 lets any U-boat use it from 6/42).',
    D40: 'Mediterranean row: box 1 Biscay and box 2 Gibraltar only on the first Med patrol (ES L770-772); the row ends at La Spezia (ES L580) so both end boxes are Transit afterwards.',
  },
};
