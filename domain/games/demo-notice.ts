/**
 * What a site that names no operator says wherever it shows prizes (landing, lobby, game page), and
 * its Official Rules say too.
 */
export const DEMO_NOTICE =
  'This site is a demonstration that names no operator: its games are not a real sweepstakes, and no real prize is offered or awarded here.';
