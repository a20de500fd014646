import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../../ui/focus.css';
import { vars } from '../../../../ui/theme.css';

/** The Analytics tab's charts (docs/rules/back-office.md, Analytics). */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: vars.space.lg,
});

export const chartFigure = style({ margin: 0 });

export const chartBox = style({ width: '100%', height: '220px' });

/** Read by assistive technology, not drawn (the chart's text alternative). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const tableScroll = style({ overflowX: 'auto', minWidth: 0, ':focus-visible': focusRing });

/** Chart colours: the theme's, read by Recharts as plain strings. */
export const chartColors = {
  grid: 'rgba(255, 255, 255, 0.16)',
  axis: '#c9bfe8',
  revenue: '#fbbf24',
  spins: '#38bdf8',
  newPlayers: '#ec4899',
  activePlayers: '#22c55e',
  tooltipBackground: '#261650',
} as const;

/** Two tiles a row on a phone: ten one-figure tiles would otherwise fill five screens. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
  gap: vars.space.md,
});
