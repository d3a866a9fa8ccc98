import type { ChartPack, PatrolArea, RouteAccess } from '../../charts';
import type { Career } from '../model/state';

// 14.10 Non-historical patrol areas: Type VIIs may be sent to the West African coast (7.3.2 lifted there only).

/** 14.10: the [P1] result stands for a Type VII instead of being read as Atlantic. */
export const westAfricaOpen = (career: Career, area: PatrolArea): boolean =>
  career.options.nonHistoricalPatrolAreas &&
  career.uboatType.startsWith('VII') &&
  area === 'westAfricanCoast';

/** E-OPT-WEST-AFRICA: the VII boards print no West African row; a Type VII flies the VIID's (000 L1827). */
export const westAfricaAccess = (career: Career, area: PatrolArea, charts: ChartPack): RouteAccess | null =>
  westAfricaOpen(career, area) ? charts.patrolRoutes.access.westAfricanCoast.VIID : null;
