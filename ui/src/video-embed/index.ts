export { VideoEmbed, videoEmbedVariants, type VideoEmbedProps } from './video-embed';
