/** A crewman's wound (10.6; Beneath the Med 7.5.6): none, light (LW), serious (SW) or killed (KIA). */
export type Wound = 'none' | 'lightlyWounded' | 'severelyWounded' | 'killed';
