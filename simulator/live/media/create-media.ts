import { createStateOnlyMedia, type MediaService } from '../media-types';
import { hasFfmpeg } from './encoder';
import { createNmsMedia } from './nms-media';

let warned = false;

/**
 * The simulator's media: real (node-media-server + ffmpeg) when the live engines run and ffmpeg is
 * installed; otherwise states only, and the start-up says why there are no pictures.
 */
export async function createMedia(live: boolean): Promise<MediaService> {
  if (!live) return createStateOnlyMedia();
  if (!hasFfmpeg()) {
    if (!warned) {
      warned = true;
      console.warn('Live rooms: ffmpeg is missing, so streams have no pictures (states only). Install it: sudo apt-get install ffmpeg');
    }
    return createStateOnlyMedia();
  }
  return createNmsMedia();
}
