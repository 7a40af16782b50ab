// The slice's story decorators: the blocks' (the lists and the requests use core's slice providers).
export { withLanguage } from './blocks/story-decorators';
