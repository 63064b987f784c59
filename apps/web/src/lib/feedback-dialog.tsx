import { createContext, useContext } from 'react';

/**
 * Spec §5 general feedback types the dialog can open with: 1 fault report (the feedback tool and the footer link),
 * 0 use experience (the evaluation tool), 2 question consultation, 3 content comment.
 */
export type FeedbackKind = 0 | 1 | 2 | 3;

/**
 * Opens the general feedback dialog (spec §5): logged in → now; visitor → the login dialog first, then the
 * feedback dialog once the page is back (src/app/feedback-gate.tsx provides it). Features call it without
 * importing the feedback feature.
 */
export type OpenFeedback = (kind?: FeedbackKind) => void;

export const OpenFeedbackContext = createContext<OpenFeedback>(() => {});

export function useOpenFeedback(): OpenFeedback {
  return useContext(OpenFeedbackContext);
}
