/** The tools' icons: decorative (each tool has its visible label), drawn with currentColor. */
const PATHS = {
  evaluation: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z',
  feedback: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  knowledgeAssistant:
    'M12 3a7 7 0 0 0-4 12.7V19h8v-3.3A7 7 0 0 0 12 3zM9.5 21h5M10 10a2 2 0 1 1 3 1.7c-.6.4-1 .8-1 1.5',
  customerService:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1zM20 13h-3v5h2a1 1 0 0 0 1-1zM17 18a4 4 0 0 1-4 3h-1',
  goTop: 'M12 19V6M6 11l6-6 6 6M5 3h14',
  expand: 'M6 9l6 6 6-6',
} as const;

export type IconName = keyof typeof PATHS;

export function ToolIcon({ name }: { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
