import { defineUiStrings } from '../i18n/define-strings';

export const useStepIndicatorStrings = defineUiStrings('step-indicator', {
  es: {
    steps: 'Pasos',
    stepOf: 'Paso {current} de {total}',
    completed: 'completado',
    upcoming: 'pendiente',
    back: 'Atrás',
    next: 'Siguiente',
  },
  en: {
    steps: 'Steps',
    stepOf: 'Step {current} of {total}',
    completed: 'completed',
    upcoming: 'upcoming',
    back: 'Back',
    next: 'Next',
  },
});
