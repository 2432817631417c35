import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** h:mm:ss of a millisecond span (never negative). */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const R = 16;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** Circular timer of a session: the ring empties as the end comes; the label says the time left. */
export function SessionTimer({ start, end, now }: { start: number; end: number; now: number }) {
  const { t } = useTranslation(NS);
  const left = Math.max(0, end - now);
  const share = end > start ? Math.min(1, left / (end - start)) : 0;
  const text = clock(left);
  return (
    <span className="payments-timer">
      <svg
        width="44"
        height="44"
        viewBox="0 0 40 40"
        role="img"
        aria-label={t('parking.timeLeft', { time: text })}
      >
        <circle cx="20" cy="20" r={R} fill="none" stroke="#e4e7ea" strokeWidth="4" />
        <circle
          cx="20"
          cy="20"
          r={R}
          fill="none"
          stroke={left < 15 * 60_000 ? '#c62828' : '#1f6fd1'}
          strokeWidth="4"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          transform="rotate(-90 20 20)"
        />
      </svg>
      <span aria-hidden="true"> {text}</span>
    </span>
  );
}
