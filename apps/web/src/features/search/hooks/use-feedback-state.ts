/**
 * Spec §4 search feedback as a state machine: evaluation none → praise (only after a successful positive
 * submission) or trodden (opens the text form). Cancel returns to none and collapses; success clears the text
 * and collapses; scrolling collapses. Spec §5: text at most 100 (beyond: warning + cut), required for trodden.
 */
import { validateSearchFeedback } from '@portico/core';
import { useReducer } from 'react';

export interface FeedbackState {
  evaluation: 'none' | 'praise' | 'trodden';
  open: boolean;
  text: string;
  warning: 'required' | 'tooLong' | null;
  /** The failure text of the last submission. */
  error: string | null;
}

export type FeedbackAction =
  | { type: 'toggle' }
  | { type: 'collapse' }
  | { type: 'trodden' }
  | { type: 'praised' }
  | { type: 'sent' }
  | { type: 'cancel' }
  | { type: 'text'; value: string }
  | { type: 'required' }
  | { type: 'failed'; message: string };

export const initialFeedback: FeedbackState = {
  evaluation: 'none',
  open: false,
  text: '',
  warning: null,
  error: null,
};

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'toggle':
      return { ...state, open: !state.open, error: null };
    case 'collapse':
      return state.open ? { ...state, open: false } : state;
    case 'trodden':
      return { ...state, evaluation: 'trodden', open: true, warning: null, error: null };
    case 'praised':
      return { ...initialFeedback, evaluation: 'praise' };
    case 'sent':
    case 'cancel':
      return initialFeedback;
    case 'text': {
      // Checked as text only (the required rule applies on submit, not while typing).
      const checked = validateSearchFeedback({ evaluation: 'praise', text: action.value });
      return { ...state, text: checked.text, warning: checked.warning === 'tooLong' ? 'tooLong' : null };
    }
    case 'required':
      return { ...state, warning: 'required' };
    case 'failed':
      return { ...state, open: true, error: action.message };
  }
}

export function useFeedbackState(initial: FeedbackState = initialFeedback) {
  return useReducer(feedbackReducer, initial);
}
