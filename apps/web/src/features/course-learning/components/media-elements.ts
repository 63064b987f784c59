/**
 * The media-chrome elements the video player renders (media-chrome.d.ts), and nothing else of it: the package's
 * index defines all of its ≈ 30 elements (dialogs, cast, AirPlay, tooltips, menus), a third more code to download
 * and evaluate. Each module defines its element when evaluated, and defining upgrades the player's element at once
 * (shadow root, template, media store): all eight in one module were one task of ≈ 200 ms at 4× CPU on the
 * learning view (issue 28 item 4). The controller, the bar's buttons and the time slider are three chunks, fetched
 * at once and each evaluated in its own task as it arrives (a chunk per element cost 7 kB more on the wire).
 * Order does not matter: the controller waits with `customElements.whenDefined` for controls defined after it.
 */
const ELEMENTS = [
  () => import('media-chrome/dist/media-controller.js'),
  () => import('./media-buttons.ts'),
  () => import('media-chrome/dist/media-time-range.js'),
];

export async function defineMediaElements(): Promise<void> {
  await Promise.all(ELEMENTS.map((load) => load()));
}
