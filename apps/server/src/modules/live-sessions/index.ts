/** Live sessions (issue 26 item 3): every route of LIVE_SESSIONS_API_PATHS; the reminder job is its own plugin. */
export { default } from './routes.ts';
