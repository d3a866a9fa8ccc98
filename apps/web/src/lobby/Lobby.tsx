import { Discovery } from './Discovery';
import { MyCareers } from './MyCareers';
import { StartCareerForm } from './StartCareerForm';
import './lobby.css';

/** `/`: start a career, find mine, watch others. */
export function Lobby() {
  return (
    <>
      <h1>The Hunted, 1943–45</h1>
      <p class="lobby__intro">
        Command a U-boat through the last years of the Atlantic war. Every roll is sealed before it is made
        and can be checked by anyone when the career ends. New to the game? Read{' '}
        <a href="/how-to-play">how to play a patrol</a>, step by step with its charts.
      </p>
      <div class="lobby">
        <StartCareerForm />
        <MyCareers />
      </div>
      <Discovery status="active" title="At sea now" />
      <Discovery status="ended" title="Recently finished" />
    </>
  );
}
