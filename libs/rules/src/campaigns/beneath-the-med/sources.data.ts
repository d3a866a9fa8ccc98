/**
 * What `hist Hn` and `designed Dn` mean inside the Beneath the Med pack (its own numbering, not The Hunted's): the
 * public reference of each historical value, and the reasoning of each value the project chose where the printed
 * player aids are not in the seed (docs/chart-packs/README.md "Beneath the Med"). No value comes from another
 * digital version of the game.
 */
export const MED_SOURCES = {
  historical: {
    H1: {
      description:
        "Wikipedia, 'Adua-class submarine', 'Perla-class submarine', 'Acciaio-class submarine', 'Flutto-class submarine' (6 × 533 mm tubes, 4 bow and 2 stern, 12 torpedoes, one 100 mm/47 deck gun)",
      address: 'https://en.wikipedia.org/wiki/Adua-class_submarine',
    },
    H2: {
      description:
        "Wikipedia, 'Foca-class submarine' (minelayer: 6 × 533 mm tubes, 4 bow and 2 stern, 8 torpedoes, 36 mines, one 100 mm/47 deck gun)",
      address: 'https://en.wikipedia.org/wiki/Foca-class_submarine',
    },
    H3: {
      description:
        "Wikipedia, 'Brin-class submarine', 'Liuzzi-class submarine' (8 × 533 mm tubes, 4 bow and 4 stern; Brin 14 torpedoes, Liuzzi 12; one 100 mm/47 deck gun)",
      address: 'https://en.wikipedia.org/wiki/Brin-class_submarine',
    },
    H4: {
      description:
        "Wikipedia, 'Calvi-class submarine', 'Glauco-class submarine', 'Marcello-class submarine' (8 × 533 mm tubes, 4 bow and 4 stern; Calvi 16 torpedoes and two 120 mm/45 guns, Glauco 14 and two 100 mm/47, Marcello 16 and two 100 mm/47)",
      address: 'https://en.wikipedia.org/wiki/Calvi-class_submarine',
    },
    H5: {
      description:
        "Wikipedia, 'Marconi-class submarine' (8 × 533 mm tubes, 4 bow and 4 stern; one 100 mm/47 deck gun)",
      address: 'https://en.wikipedia.org/wiki/Marconi-class_submarine',
    },
    H6: {
      description:
        "Wikipedia, 'Cagni-class submarine' (14 × 450 mm tubes, 8 bow and 6 stern, 36 torpedoes, two 100 mm/47 deck guns; the Italian article 'Classe Ammiragli' gives 38 torpedoes)",
      address: 'https://en.wikipedia.org/wiki/Cagni-class_submarine',
    },
    H7: {
      description:
        "Wikipedia, 'HMS Ark Royal (91)' (aircraft carrier: 22,000 long tons standard displacement), read in a copy of the article",
      address: 'https://en.wikipedia.org/wiki/HMS_Ark_Royal_(91)',
    },
  },
  designed: {
    D1: 'Reloads split between the bow and stern racks in proportion to the tubes of each end, rounded to the nearest torpedo: the rules load each end from its own rack (004 L600-629) and the historical sources give only the total.',
    D2: 'Eight ammunition points per deck gun: a point is about 25 rounds (004 L1655-1658), on the scale of The Hunted’s Type VIIC board (10 points for its 8.8 cm); a boat with two guns carries both guns’ points (004 L657-660).',
    D3: 'A1a and A1b are rolled on 2d6 in a column of months, as The Hunted’s P1 is (000 L726: 2d6 under the column of the date), the same designer’s procedure: the rules give the steps (roll the base’s chart, write the area on the log, 004 L1074-1082) but not the die; the areas are the theatres the rules name (Central Mediterranean 004 L554, the Caribbean from 1/42 004 L1167-1169, the Spanish coast 004 L1182, West Africa 004 L1243, Brazil 004 L1547-1548) and the Western and Eastern Mediterranean where the Regia Marina’s boats historically patrolled.',
    D4: 'A1a’s missions follow their history: supply runs to North Africa and commando landings from 1941, convoy interceptions only in 1941 and 1942, the years of the four operations 6.7.4 names (Substance, Halberd, Harpoon, Pedestal, 004 L1365-1373), S.L.C. attacks throughout, mine-laying throughout; each on a less likely 2d6 total, so that most patrols are ordinary war patrols.',
    D5: 'A1a’s 2d6 of 12 in 1940 and 1941 sends a long-range class to BETASOM by a patrol off the Spanish coast (6.3, 004 L1199-1200: a large boat of the Mediterranean may be transferred; historically the BETASOM boats sailed from 8/40 and patrolled on their way); a class not eligible rolls again (6.4, 004 L1217-1219: short-range classes never go to BETASOM; a cell a boat may not take is rolled again, as The Hunted’s P1, 000 L754). A1b’s 2 in 1941 sends a boat back to the Mediterranean by a patrol in its western basin, as happened (004 L1219-1221).',
    D6: 'Routes: a Mediterranean patrol is Transit, Transit, the area, Transit, Transit; a BETASOM patrol has the Bay of Biscay for its first and last box (004 L679-687); a patrol through the Strait passes Gibraltar in its second box (004 L1102-1105: the second Transit box, from either direction), from Italy to BETASOM (Transit, Gibraltar, the area, Transit, Bay of Biscay: the first BETASOM patrol, 004 L1226-1233, and a transfer) and back (Bay of Biscay, Gibraltar, the area, Transit, Transit); the area is as many on-station boxes as the patrol lasts months plus one. The Singapore run (004 L1240-1255) is eight Transit boxes rolled twice each, four out and four back. The status boards that print the routes are not in the seed; these keep a patrol about as many boxes long as The Hunted’s patrols of the same length.',
    D7: 'A3’s Transit, Bay of Biscay and Gibraltar sections have the shape of The Hunted’s Transit, Bay of Biscay and additional-round/Gibraltar columns of E1 (002 L2453-2487), the same designer’s chart for the same procedure (roll the box’s section on 2d6, 004 L1086-1093): aircraft on 2-3 and 12 in Transit, on 2-5 in the Bay of Biscay; at Gibraltar an escort and aircraft on 2 or less, an escort on 3, aircraft on 4-5. The Hunted’s −3 for Gibraltar is not taken: the designer made the passage less dangerous, to its historical level (004 L2809-2812).',
    D8: 'Gibraltar’s year modifier (7.2.11, 004 L1849-1852 names it, not its values): 0 in 1940-41, −1 in 1942, −2 in 1943, as the Allied patrols of the Strait grew. Aircraft have no effect in the Strait (the boat passes submerged), so only an escort matters, on a modified 3 or less: one passage in twelve in 1940-41, one in six in 1942, about one in four in 1943, against about two in five with The Hunted’s −3.',
    D9: 'A3’s area sections have the shape of The Hunted’s E1 column for the same waters (002 L2453-2487), the same designer’s chart for the same procedure (each box on station rolls its area’s section on 2d6, 004 L1086-1093): the Western, Central and Eastern Mediterranean its Mediterranean column (the rules tell the three apart by their missions only, 004 L1296-1341), the Spanish coast its Spanish coast, the North Atlantic its Atlantic, West Africa its West African coast, Brazil its Brazilian coast, the Caribbean its Caribbean. Its results are written in A3’s words: one or two ships alone are a Ship (“Barco (o Barcos)”, 004 L1486-1492), one or two ships with an escort are Ships + Escort (004 L1500-1502), and a tanker stays a tanker only in the Caribbean and off Brazil, the two areas where 7.1.8 meets one (004 L1546-1549; off Spain it is a Ship, whose size roll gives a tanker on 6, 004 L1491-1492). The 12 of each section is the patrol’s random event the first time (9.1) and an aircraft after.',
    D10: '[T1], [T2] and [T3] are The Hunted’s printed lists of the same kind (small freighters, large freighters, tankers: 002 L2914-3077), the same designer’s lists read by the same procedure (7.1.3: the size on 1d6, then the ship on its list, as The Hunted’s 8.3.1-8.3.2), summed up in ten rows on 1d10: row k is the median of the k-th tenth of The Hunted’s list sorted by tonnage, rounded to 100 t as those lists print, so that each list keeps the spread of its model (small 1,000-5,000 t, large 5,200-8,700 t, tankers 3,800-10,300 t). A row is named by its list and number (T1-4), not as a ship: the names of the merchant ships the Regia Marina met are history no public source gives as the game prints them, and none is invented. Its sink points are those The Hunted’s [U4] gives its tonnage (000 L1034-1037: 1,000 t or less 1, to 5,000 t 2, to 9,999 t 3, 10,000 t or more 4), the damage needed depending on the ship’s size as in The Hunted (004 L1622-1623).',
    D11: 'The bottom of [T4] holds the capital ships 6.7.4 names (Ark Royal, Renown, Nelson, Rodney and Prince of Wales, 004 L1365-1369) and a Queen Elizabeth-class battleship, the class of the Mediterranean Fleet’s battleships, on 1d6 as 6.7.4 rolls its lists. A ship The Hunted’s [T5] prints keeps its tonnage, points and speed there (Nelson, Rodney, 002 L3101-3102); Prince of Wales those of its sister Duke of York (002 L3099), the class those of Warspite (002 L3103), Renown, which carries the same 15-inch guns and was rebuilt in the same years, Warspite’s tonnage (the reference read gives only its deep load) and 6 points as every battleship of 30,000 t or more on The Hunted’s list; Ark Royal its standard displacement (H7) and the 5 points and speed The Hunted gives its fleet carriers. Renown, a battlecruiser, and Ark Royal are fast, as The Hunted marks its fastest capital ships (Duke of York and its fleet carriers, 002 L3099-3100). Every ship earns the Gold Medal (7.8.1: “so designated”, 004 L2305-2308; none is a cruiser, for which the Silver would be kept) and every battleship carries the asterisk of the Knight’s Cross (004 L2333-2334).',
    D12: '[T5] holds the escort types whose tonnage 11.6 prints, the same designer’s Mediterranean escorts (sloop, corvette, frigate, escort destroyer, destroyer, 004 L2697-2703; the corvette’s printed “9.00” read as 900 t), and an enemy submarine, met more often in the Mediterranean than in the Atlantic (004 L1800-1802), of 800 t: the median of The Hunted’s list of British submarines (002 L3082-3091), on 1d6 as 11.6 rolls. 11.6 rolls a destroyer on two faces of six; the list rolls it on one, its sixth face being the submarine. Every warship is fast (7.1.5, 004 L1515-1516; a submarine too, 7.2.10.2, 004 L1821-1823), its class kept for the +2 of FF, DE and DD and the +1 of sloops and corvettes (004 L1517-1523, L2704-2705); its sink points are its tonnage’s on The Hunted’s [U4] (D10), a submarine’s 1 (004 L1831).',
    D13: '“Ship(s) + Escort” is one or two ships (004 L1500-1502) without saying how many; it is rolled on 1d6, one ship on 1-3 and two on 4-6: the rule gives neither more weight, and in The Hunted’s columns that A3’s areas are modelled on (D9) one ship with an escort and two are about as likely (25 against 24 in 36ths over the eight areas). A Ship is one ship: those columns never print two ships without an escort, and 7.1.3 calls it the boat’s easiest encounter, “a ship travelling alone” (004 L1489-1490).',
    D14: '[B1] is The Hunted’s [U1] (002 L2522: 2d6, a hit on 8 or less at close range, 7 at medium, 6 at long), the same designer’s chart for the roll 7.2.3 makes in the same way (declare every shot, then roll each, 004 L1614-1619), its modifiers a penalty added to the roll as the rule text writes them (+1 warship, +2 FF, DE, DD, 004 L1515-1523). 7.2.1 names five ranges (004 L1585-1602): medium, long and extreme fire first “with less chance to hit”, close and standard roll [B3] first, standard detected less often (11-12 against 10-12). The designer’s notes say the odds of a hit were lowered against The Hunted’s for the Regia Marina’s fire-control troubles (004 L2843-2845), so medium and long are one below The Hunted’s, 6 and 5, and each range is one point from the next, the step The Hunted’s chart takes from one range to the next: standard 7, extreme 4, close 8. Close range keeps The Hunted’s 8 because it is paid for before the shot: detected on 10-12 plus the year’s +1 to +3 (digest §1.4). The bots’ statistical test holds the notes’ ordering (bots/med.stats.unit.spec.ts).',
    D15: '[B6] is The Hunted’s [U2] (002 L2533: 1d6, a dud on 1), the same designer’s chart for the roll 7.2.3 makes after the hits (004 L1619-1620); the rule text gives the same odds for the enemy submarine’s torpedoes (a dud on 1, 004 L1838-1839). No modifier: the rule text names none.',
    D16: '[B2] is The Hunted’s [U3] (002 L2537-2541: 1d6, a torpedo deals 4 points on 1, 3 on 2, 2 on 3, 1 on 4-6; a deck-gun shell 2 on 1, 1 on 2-6), the same designer’s chart for the roll 7.2.3 makes for each good hit (004 L1620-1623), read against the sink points each list row prints (D10-D12). No modifier: the rule text names none (The Hunted’s −1 for its 105 mm gun has no counterpart among the Regia Marina’s guns in the text).',
  },
} as const;
