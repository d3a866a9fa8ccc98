import type { CrewImprovement, Crewman } from '@periscope/rules/career/views/log-sheet';
import { t } from '../../i18n/i18n';
import { crewmanName, improvementName, qualityName } from '../../ui/words';

// The log sheet's crew ids (libs/rules/src/career/views/log-sheet.ts) in the reader's words.

export const whoName = (who: Crewman): string => crewmanName(who.member, who.box);

/** 11.1: an Experte gained, or the crew's quality changed at the refit. */
export const improvementText = (change: CrewImprovement): string =>
  change.kind === 'improvement'
    ? improvementName(change.result)
    : t('log.patrol.quality', {
        from: qualityName(change.from),
        to: qualityName(change.to),
        rule: change.rule,
      });
