import type { LiveGameOut } from '../../../../adapters/http/endpoints/games/live';

/** A draw or set-aside as the server decided it (the game's stream `draw`, the draws stream's items). */
export type DrawEventOut = NonNullable<LiveGameOut['draw']>;

/** One draw, one key: the game and its log entry's position. */
export const drawKey = (event: Pick<DrawEventOut, 'gameId' | 'position'>): string =>
  `${event.gameId}:${event.position}`;

/** What the page says of the draw once the wheel stopped (and the one announcement screen readers get). */
export function drawResultText(event: DrawEventOut): string {
  if (event.kind === 'set-aside')
    return `${event.gameName}: the winner on number ${event.number} was set aside (${event.reason ?? 'no reason given'}). A new draw follows.`;
  const who = event.winner ? ` The winner: ${event.winner}.` : '';
  if (event.kind === 'pick')
    return `${event.gameName}: number ${event.number} was chosen by the administrator, not drawn at random.${who}`;
  const again = event.kind === 'redraw' ? ' (redrawn)' : '';
  return `${event.gameName}${again}: number ${event.number} is drawn.${who}`;
}
