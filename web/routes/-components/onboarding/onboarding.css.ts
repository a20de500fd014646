import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const narrow = style({ width: '100%', maxWidth: '560px', margin: '0 auto' });

export const complete = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
});

export const skip = style({ marginTop: vars.space.lg, textAlign: 'center', fontSize: vars.fontSize.sm });

export const tips = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const intro = style({ margin: `${vars.space.xs} 0 ${vars.space.lg}` });
