import { AiEntry } from '@/features/ai-assistant/components/ai-entry.tsx';

/**
 * Header component 009, the AI assistant entry (issue 11 §2): when the server says it is visible to the viewer; the
 * school's AI logo, the 5 s new-task tip, opening the AI page in a new tab.
 */
export function AiFaqSlot() {
  return <AiEntry />;
}
