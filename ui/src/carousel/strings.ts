import { defineUiStrings } from '../i18n/define-strings';

/**
 * `carousel` and `slide` are the spoken role descriptions (aria-roledescription), so they follow
 * the page's language like every other word a screen reader says.
 */
export const useCarouselStrings = defineUiStrings('carousel', {
  es: {
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideOf: '{index} de {total}',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    dots: 'Elegir diapositiva',
    goTo: 'Ir a la diapositiva {index}',
    thumbnails: 'Miniaturas',
    thumbnail: 'Mostrar la imagen {index}',
    announcement: 'Diapositiva {index} de {total}',
    play: 'Iniciar la rotación automática',
    pause: 'Detener la rotación automática',
  },
  en: {
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{index} of {total}',
    previous: 'Previous slide',
    next: 'Next slide',
    dots: 'Choose slide',
    goTo: 'Go to slide {index}',
    thumbnails: 'Thumbnails',
    thumbnail: 'Show image {index}',
    announcement: 'Slide {index} of {total}',
    play: 'Start automatic slide show',
    pause: 'Stop automatic slide show',
  },
});
