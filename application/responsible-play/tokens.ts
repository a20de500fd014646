import { store } from '../shared/tokens';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';

/** The players' limits, breaks and exclusions (the shared repositories' responsiblePlay store). */
export const LIMITS = store<ResponsiblePlayStore>('responsiblePlay');
