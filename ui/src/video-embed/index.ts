export * from './video-embed';
