import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const enrolment = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  alignItems: 'flex-start',
});

// The QR code's SVG paints its own light background (the quiet zone scanners need).
export const qr = style({
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const secret = style({
  fontFamily: vars.font.mono,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
});
