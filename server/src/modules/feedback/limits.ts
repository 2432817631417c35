/** Longest message a driver may write (the database allows 4000). */
export const APPEAL_TEXT_MAX = 4000;
