/** media-chrome's buttons of the player's bar, one chunk (one task to define them; media-elements.ts). */
import 'media-chrome/dist/media-control-bar.js';
import 'media-chrome/dist/media-play-button.js';
import 'media-chrome/dist/media-seek-backward-button.js';
import 'media-chrome/dist/media-seek-forward-button.js';
import 'media-chrome/dist/media-mute-button.js';
import 'media-chrome/dist/media-fullscreen-button.js';
