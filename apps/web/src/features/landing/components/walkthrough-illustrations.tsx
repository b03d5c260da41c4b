import { useTranslation } from 'react-i18next';

/** Small inline drawings for the how-it-works steps: no image requests, they scale with their box. */
const frame = 'h-full w-full';

/** A question card with four options, the correct one ticked. */
export function DesignIllustration() {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 240 180" className={frame} role="img" aria-label={t('landing.illustrations.design')}>
      <rect x="20" y="14" width="200" height="152" rx="14" fill="#fff" stroke="#c7d2fe" strokeWidth="2" />
      <rect x="38" y="32" width="120" height="10" rx="5" fill="#4f46e5" />
      <rect x="38" y="50" width="160" height="8" rx="4" fill="#e0e7ff" />
      {[72, 96, 120, 144].map((y, i) => (
        <g key={y}>
          <rect
            x="38"
            y={y}
            width="164"
            height="18"
            rx="6"
            fill={i === 1 ? '#eef2ff' : '#f8fafc'}
            stroke={i === 1 ? '#6366f1' : '#e2e8f0'}
          />
          <circle cx="50" cy={y + 9} r="5" fill={i === 1 ? '#4f46e5' : '#fff'} stroke="#94a3b8" />
          <rect x="62" y={y + 6} width={70 + i * 12} height="6" rx="3" fill="#cbd5e1" />
        </g>
      ))}
      <path d="M186 100l5 5 9-10" fill="none" stroke="#4f46e5" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A settings panel: two toggles and a slider. */
export function ConfigureIllustration() {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 240 180" className={frame} role="img" aria-label={t('landing.illustrations.configure')}>
      <rect x="20" y="14" width="200" height="152" rx="14" fill="#fff" stroke="#c7d2fe" strokeWidth="2" />
      {[40, 78].map((y, i) => (
        <g key={y}>
          <rect x="38" y={y} width="96" height="8" rx="4" fill="#cbd5e1" />
          <rect x="160" y={y - 6} width="40" height="20" rx="10" fill={i === 0 ? '#4f46e5' : '#e2e8f0'} />
          <circle cx={i === 0 ? 190 : 170} cy={y + 4} r="7" fill="#fff" />
        </g>
      ))}
      <rect x="38" y="116" width="70" height="8" rx="4" fill="#cbd5e1" />
      <rect x="38" y="140" width="162" height="6" rx="3" fill="#e0e7ff" />
      <rect x="38" y="140" width="100" height="6" rx="3" fill="#6366f1" />
      <circle cx="138" cy="143" r="9" fill="#fff" stroke="#4f46e5" strokeWidth="3" />
    </svg>
  );
}

/** A shared quiz: a link, a QR-like code and a paper plane. */
export function LaunchIllustration() {
  const { t } = useTranslation();
  const cells = [0, 1, 2, 3, 4].flatMap((row) =>
    [0, 1, 2, 3, 4].filter((col) => (row * 3 + col * 7) % 3 !== 1).map((col) => [row, col] as const),
  );
  return (
    <svg viewBox="0 0 240 180" className={frame} role="img" aria-label={t('landing.illustrations.launch')}>
      <rect x="20" y="14" width="200" height="152" rx="14" fill="#fff" stroke="#c7d2fe" strokeWidth="2" />
      <rect x="38" y="34" width="112" height="22" rx="11" fill="#eef2ff" stroke="#a5b4fc" />
      <rect x="50" y="42" width="76" height="6" rx="3" fill="#6366f1" />
      <rect x="38" y="74" width="72" height="72" rx="8" fill="#f8fafc" stroke="#cbd5e1" />
      {cells.map(([row, col]) => (
        <rect key={`${row}-${col}`} x={46 + col * 12} y={82 + row * 12} width="10" height="10" rx="2" fill="#1e293b" />
      ))}
      <path d="M134 120l72-36-24 64-14-22z" fill="#e0e7ff" stroke="#4f46e5" strokeWidth="3" strokeLinejoin="round" />
      <path d="M168 126l38-42" stroke="#4f46e5" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
