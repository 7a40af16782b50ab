import type { Brand, WrittenLanguage } from '@cepa/core';

/** The contact and experience request pages' titles and descriptions, the same for both brands. */
export const requestPages: Record<
  'contact' | 'experienceRequest',
  Record<WrittenLanguage, { title: string; description: string }>
> = {
  contact: {
    es: {
      title: 'Contacto',
      description: 'Escríbenos: visitas, pedidos, el club o cualquier otra pregunta.',
    },
    en: { title: 'Contact', description: 'Write to us about tours, orders, the club or anything else.' },
  },
  experienceRequest: {
    es: {
      title: 'Solicita una experiencia',
      description: 'Pide una visita a medida para tu grupo o para una fecha especial.',
    },
    en: {
      title: 'Request an experience',
      description: 'Ask for a tailor-made visit for your group or for a special date.',
    },
  },
};

/** The subjects each brand's contact page offers (`GET /api/contact/{pageId}/subjects`). */
export const contactSubjects: Record<Brand, Record<WrittenLanguage, string[]>> = {
  solera: {
    es: ['Visitas y catas', 'Tienda y pedidos', 'Club de socios', 'Prensa', 'Otras consultas'],
    en: ['Tours and tastings', 'Shop and orders', 'Members’ club', 'Press', 'Other questions'],
  },
  brava: {
    es: ['Visitas a la finca', 'Tienda y pedidos', 'Club de socios', 'Otras consultas'],
    en: ['Estate visits', 'Shop and orders', 'Members’ club', 'Other questions'],
  },
};
