import { vars } from './theme.css';

/** The visible focus ring every interactive wrapper shows under '&[data-focus-visible]'. */
export const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
