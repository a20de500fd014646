import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme.css';

export const spinArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const spinButton = style({ fontSize: vars.fontSize.xl, letterSpacing: '0.08em' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const hold = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.xl,
  background: vars.color.warningSurface,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.xl,
  textAlign: 'center',
});

export const holdTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800, color: vars.color.warning });

export const holdText = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

export const countdown = style({ fontFamily: vars.font.mono, fontWeight: 800, color: vars.color.accent });

export const holdActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
});

export const failed = style({ fontWeight: 900, letterSpacing: '0.06em' });
