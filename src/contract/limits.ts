// Size limits of decisions.md section 1 (zod-free, so the UI can show them).
/** Summarize answers 413 for content over this many characters. */
export const SUMMARIZE_MAX_CHARS = 100_000;
/** A chat message over this many characters answers 413. */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
