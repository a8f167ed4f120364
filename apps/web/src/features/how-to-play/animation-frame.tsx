import type { CSSProperties, ReactNode } from 'react';
import './animation-stage.css';
import './animation-keyframes.css';

/** Palette of the guide art: the theme's orange and violet plus friendly extras (hex, so no CSS variable is needed). */
export const ART = {
  orange: '#f97316',
  orangeDark: '#c2410c',
  orangeSoft: '#ffedd5',
  violet: '#8b5cf6',
  violetDark: '#6d28d9',
  violetSoft: '#ede9fe',
  green: '#22a06b',
  greenDark: '#15803d',
  greenSoft: '#dcfce7',
  gold: '#fbbf24',
  goldDark: '#d97706',
  sun: '#ffe7b3',
  ink: '#1f1a17',
  muted: '#5b524c',
  line: '#e7dccf',
  white: '#ffffff',
} as const;

/** Delays an element's animation so several parts of one picture move one after another. */
export function delay(seconds: number): CSSProperties {
  return { animationDelay: `${seconds}s` };
}

/**
 * The square stage every guide animation draws on (120 × 120 units). Decorative: the step's text says it all,
 * so it is hidden from assistive technology.
 */
export function AnimationFrame({ children }: { children: ReactNode }) {
  return (
    <svg
      className="htp-anim"
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      fontFamily="inherit"
      fontWeight={800}
    >
      {children}
    </svg>
  );
}

type FaceProps = {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  className?: string;
  style?: CSSProperties;
};

/** A round, smiling player token, the guide's stand-in for an avatar. */
export function Face({ cx, cy, r, fill, className, style }: FaceProps) {
  const eye = r * 0.13;
  return (
    <g className={className} style={style}>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <circle cx={cx} cy={cy + r * 0.08} r={r * 0.78} fill={ART.white} opacity={0.18} />
      <circle cx={cx - r * 0.32} cy={cy - r * 0.12} r={eye} fill={ART.ink} />
      <circle cx={cx + r * 0.32} cy={cy - r * 0.12} r={eye} fill={ART.ink} />
      <path
        d={`M${cx - r * 0.34} ${cy + r * 0.22} Q${cx} ${cy + r * 0.6} ${cx + r * 0.34} ${cy + r * 0.22}`}
        fill="none"
        stroke={ART.ink}
        strokeWidth={r * 0.12}
        strokeLinecap="round"
      />
      <circle cx={cx - r * 0.55} cy={cy + r * 0.2} r={r * 0.12} fill="#ff8fa3" opacity={0.7} />
      <circle cx={cx + r * 0.55} cy={cy + r * 0.2} r={r * 0.12} fill="#ff8fa3" opacity={0.7} />
    </g>
  );
}

type ChipProps = {
  x: number;
  y: number;
  width: number;
  label: string;
  fill: string;
  className?: string;
  style?: CSSProperties;
};

/** A category pill, as players see categories in the lobby. */
export function Chip({ x, y, width, label, fill, className, style }: ChipProps) {
  return (
    <g className={className} style={style}>
      <rect x={x} y={y} width={width} height={18} rx={9} fill={fill} />
      <text x={x + width / 2} y={y + 12.8} fontSize={10.5} textAnchor="middle" fill={ART.ink}>
        {label}
      </text>
    </g>
  );
}
