import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const text = style({ margin: 0, minWidth: 0, flex: '1 1 16rem' });
