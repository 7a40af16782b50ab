import { embeddedBackendAnswers } from '@cepa/core';

/** The video players the content system embeds: https only, these hosts exactly. */
export const videoHosts = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'] as const;

/**
 * The embedded backend's stand-in player (no network, no script), a page of the site itself. It is a
 * player address only while the embedded backend answers; a real content system's videos are on
 * `videoHosts`.
 */
export const standInPlayerPath = '/players/stand-in.html';

/** The kind of player an address is, or null when the video block may not load it into a frame. */
export function videoPlayerOf(value: string): 'hosted' | 'stand-in' | null {
  if (value === standInPlayerPath && embeddedBackendAnswers()) return 'stand-in';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (videoHosts as readonly string[]).includes(url.hostname) && !url.port
      ? 'hosted'
      : null;
  } catch {
    return null;
  }
}
