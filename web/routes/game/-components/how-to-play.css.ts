import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
});

export const step = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const badge = style({
  flex: '0 0 auto',
  width: '28px',
  height: '28px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  borderRadius: '50%',
  fontWeight: 900,
  fontSize: vars.fontSize.sm,
});

export const stepTitle = style({ fontWeight: 700 });
