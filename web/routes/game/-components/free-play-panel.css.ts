import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.xl,
  background: vars.color.successSurface,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.xl,
  textAlign: 'center',
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 800, color: vars.color.success });

export const text = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

export const notice = style({
  width: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  fontWeight: 700,
  textAlign: 'center',
});
