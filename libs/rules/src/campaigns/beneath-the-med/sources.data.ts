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
  },
} as const;
