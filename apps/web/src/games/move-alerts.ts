import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/i18n';

const KEY = 'periscope.games.alerts';

/** Whether this browser asked to be told of its moves (a sound and a notification while the tab is hidden). */
export const alertsWanted = (): boolean => localStorage.getItem(KEY) === 'on';

export function wantAlerts(on: boolean) {
  localStorage.setItem(KEY, on ? 'on' : 'off');
  if (on && typeof Notification !== 'undefined' && Notification.permission === 'default')
    void Notification.requestPermission();
}

/** A short sonar ping. */
function ping() {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  const audio = new Context();
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.value = 880;
  gain.gain.setValueAtTime(0.2, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.6);
}

/** When the move becomes this player's: a ping and, in a hidden tab, a notification (if he asked for them). */
export function useMoveAlerts(mine: boolean) {
  const was = useRef(mine);
  useEffect(() => {
    const became = mine && !was.current;
    was.current = mine;
    if (!became || !alertsWanted()) return;
    ping();
    if (document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted')
      new Notification(t('game.alert.title'), { body: t('game.alert.body') });
  }, [mine]);
}
