import type { CareerState } from '@periscope/rules';

/** Whether a career plays Beneath the Med (its start records the campaign; none is The Hunted). */
export const isMedCareer = (state: CareerState): boolean => state.career?.campaign.id === 'beneath-the-med';
