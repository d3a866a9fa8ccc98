import { seats } from '../seats/seats';
import { ago } from './format';
import { SeatKeys } from './SeatKeys';

/** The careers whose seat this browser holds (localStorage), newest first. */
export function MyCareers() {
  const mine = Object.values(seats.value).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <section class="panel my-careers" aria-labelledby="my-careers-title">
      <h2 id="my-careers-title">My careers</h2>
      {mine.length === 0 ? (
        <p class="hint">
          No career in this browser yet. Start one, or import a seat key from another browser.
        </p>
      ) : (
        <ul class="career-list">
          {mine.map((seat) => (
            <li key={seat.careerId}>
              <a href={`/careers/${seat.careerId}`}>
                <strong>{seat.kommandant}</strong> · {seat.uboatType}
              </a>{' '}
              <span class="hint">started {ago(seat.startedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <SeatKeys />
    </section>
  );
}
