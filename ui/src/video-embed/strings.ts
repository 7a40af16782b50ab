import { defineUiStrings } from '../i18n/define-strings';

export const useVideoEmbedStrings = defineUiStrings('video-embed', {
  es: { play: 'Reproducir vídeo: {title}' },
  en: { play: 'Play video: {title}' },
});
