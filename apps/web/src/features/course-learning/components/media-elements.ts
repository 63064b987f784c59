/**
 * The media-chrome elements the video player renders (media-chrome.d.ts), and nothing else of it: the package's
 * index defines all of its ≈ 30 elements (dialogs, cast, AirPlay, tooltips, menus), a third more code to download
 * and evaluate. Each module defines its element when evaluated, and defining upgrades the player's element at once
 * (shadow root, template, media store): all eight in one module were one task of ≈ 200 ms at 4× CPU on the
 * learning view (issue 28 item 4). Each is imported on its own — all fetched at once, each evaluated in its own task
 * as it arrives (94 + 71 ms and small ones at 4×, bench:trace). Order does not matter: the controller waits with
 * `customElements.whenDefined` for controls defined after it.
 */
const ELEMENTS = [
  () => import('media-chrome/dist/media-controller.js'),
  () => import('media-chrome/dist/media-control-bar.js'),
  () => import('media-chrome/dist/media-play-button.js'),
  () => import('media-chrome/dist/media-time-range.js'),
  () => import('media-chrome/dist/media-seek-backward-button.js'),
  () => import('media-chrome/dist/media-seek-forward-button.js'),
  () => import('media-chrome/dist/media-mute-button.js'),
  () => import('media-chrome/dist/media-fullscreen-button.js'),
];

export async function defineMediaElements(): Promise<void> {
  await Promise.all(ELEMENTS.map((load) => load()));
}
