/** Header component 009 (AI FAQ entry). Placeholder for the AI assistant capability: renders nothing yet. */
export function AiFaqSlot() {
  return null;
}
