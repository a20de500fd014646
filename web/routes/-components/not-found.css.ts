import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const code = style({
  fontFamily: vars.font.display,
  fontSize: '5rem',
  fontWeight: 900,
  lineHeight: 1,
  background: vars.gradient.hero,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: 800 });

export const text = style({ color: vars.color.textMuted, maxWidth: '420px' });

export const icon = style({ fontSize: '4rem', lineHeight: 1 });
