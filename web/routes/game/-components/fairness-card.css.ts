import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const hash = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  margin: 0,
});

const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const list = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const value = style([row, { margin: 0 }]);
