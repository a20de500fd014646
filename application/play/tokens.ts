import { token } from '../shared/tokens';
import type { SpinDesk } from './ports/spin-desk';

/** The spin desk, metered and dropping the cached game reads each spin changes. */
export const SPIN_DESK = token<SpinDesk>('SpinDesk');
