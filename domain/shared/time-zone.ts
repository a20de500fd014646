/**
 * The games' time zone, Eastern Time: game ends, claim deadlines and every date in an e-mail are shown
 * in it (docs/rules/mail.md, How mail is sent; docs/rules/winners.md, Notifying), and the back office's
 * days, weeks and months are counted in it (docs/rules/back-office.md, Analytics).
 */
export const GAMES_TIME_ZONE = 'America/New_York';
