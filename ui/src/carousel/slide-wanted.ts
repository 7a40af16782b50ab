import { createContext, useContext } from 'react';

/**
 * Whether the pictures inside a carousel's slide are wanted yet: always outside a carousel; inside
 * one, once the slide is shown, or is next to the one shown after the page has loaded (see
 * `CarouselSlide`). A picture that is not wanted asks for nothing, so that the page's first picture
 * does not share the connection with slides nobody has seen. Its own file: a picture reads it without
 * bringing the carousel's code.
 */
export const SlideWantedContext = createContext(true);

export function useSlideWanted(): boolean {
  return useContext(SlideWantedContext);
}
