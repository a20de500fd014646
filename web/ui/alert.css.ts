import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const alert = styleVariants({
  danger: [
    base,
    { background: vars.color.dangerSurface, borderColor: vars.color.danger, color: vars.color.text },
  ],
  warning: [
    base,
    { background: vars.color.warningSurface, borderColor: vars.color.warning, color: vars.color.text },
  ],
  success: [
    base,
    { background: vars.color.successSurface, borderColor: vars.color.success, color: vars.color.text },
  ],
  info: [base, { background: vars.color.infoSurface, borderColor: vars.color.info, color: vars.color.text }],
});
