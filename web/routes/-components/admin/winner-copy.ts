/** The winner dialogs' texts, shared with the journeys that read them. */

/** A winner chosen while the game still takes spins ends it first: the administrator confirms that. */
export const ENDS_GAME_WARNING =
  'This game is still live. Choosing a winner now ends the game: no one can spin or pay into it afterwards.';
export const ENDS_GAME_QUESTION = 'End the game now and choose this winner?';

/** Deleting a winner sets it aside in public: the reason joins the game's fairness log. */
export const SET_ASIDE_REASON_LABEL = 'Reason (shown on the fairness page)';
