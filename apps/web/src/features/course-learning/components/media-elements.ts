/**
 * The media-chrome elements the video player renders (media-chrome.d.ts), and nothing else of it: the package's
 * index defines all of its ≈ 30 elements (dialogs, cast, AirPlay, tooltips, menus), which is a third more code to
 * download and to evaluate in one task while the learning view hydrates (issue 28 item 4). Each module defines its
 * element when evaluated; the controller goes first, so the controls find it when they upgrade.
 */
import 'media-chrome/dist/media-controller.js';
import 'media-chrome/dist/media-control-bar.js';
import 'media-chrome/dist/media-play-button.js';
import 'media-chrome/dist/media-seek-backward-button.js';
import 'media-chrome/dist/media-seek-forward-button.js';
import 'media-chrome/dist/media-time-range.js';
import 'media-chrome/dist/media-mute-button.js';
import 'media-chrome/dist/media-fullscreen-button.js';
