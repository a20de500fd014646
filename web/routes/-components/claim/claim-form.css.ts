import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** The refusal beside its field (light red: readable on the page's dark background). */
export const fieldError = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: '#fca5a5' });
