import { style } from '@vanilla-extract/css';

/** One grid cell holding both layers, so the slot is as tall as the taller of them. */
export const slot = style({ display: 'grid' });

export const layer = style({ gridArea: '1 / 1', minWidth: 0 });

/** The notice's invisible copy: it holds the notice's height from the first paint, at any width. */
export const placeholder = style([layer, { visibility: 'hidden' }]);
