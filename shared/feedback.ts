/**
 * "Is this page useful?" (docs/product.md §13.4): what the widget (ui/PageFeedback.tsx) posts and the server
 * (server/feedback/feedback.ts) takes.
 */
export const FEEDBACK_PATH = '/api/feedback';

/** Characters of each answer to "what were you doing" and "what went wrong". */
export const FEEDBACK_MAX_TEXT = 500;

/** Fragments of the page the no-JavaScript POST returns to: the widget shows its thank-you or its failure there. */
export const FEEDBACK_THANKS_ID = 'feedback-thanks';
export const FEEDBACK_FAILED_ID = 'feedback-failed';
