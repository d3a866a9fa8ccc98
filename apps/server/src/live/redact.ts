import { secretKeys } from '@periscope/rules/career/views';
import { SPECTATOR, type ViewerRole } from './view-policy';

// The one secret list and its redaction live beside the deciders (libs/rules/src/career/views/secrets.ts).
export { without } from '@periscope/rules/career/views';

/**
 * What a viewer of a career may not see, live or over HTTP (L-1): nobody a token or its hash; a spectator no
 * seed until the career has ended (GET /careers/:id/seed reveals both seeds then).
 */
export const careerHides = (role: ViewerRole, ended: boolean): readonly string[] =>
  secretKeys(role === SPECTATOR, ended);

/**
 * What an export (anyone may read it) seals while the career runs: what a spectator does not see (L-1), each value
 * written `"sealed"` in its place so that the chain and the replay still hold (E-AUDIT-SEALED-VALUE).
 */
export const careerExportSeals = (ended: boolean): readonly string[] => careerHides(SPECTATOR, ended);
