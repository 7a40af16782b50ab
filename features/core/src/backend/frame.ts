import type { WrittenLanguage } from '../config/config';
import type { PageContent } from '../page/page-content';

type FooterSections = NonNullable<PageContent['layout']['footer']['sections']>;

/**
 * The footer's sections the embedded content system sends with every page of both brands (Cepa's own
 * `footer.sections`): the pages the header leaves out, the press, the R&D projects, the virtual
 * experiences, a tailor-made visit, the voucher and the privacy policy. The content slice's frame and the
 * layout's story pages both use them.
 */
export const footerSections: Record<WrittenLanguage, FooterSections> = {
  es: [
    {
      title: 'Conócenos',
      links: [
        { label: 'Prensa', path: '/es/prensa' },
        { label: 'Proyectos de I+D+i', path: '/es/proyectos' },
        { label: 'Experiencias virtuales', path: '/es/videos' },
      ],
    },
    {
      title: 'Visítanos',
      links: [
        { label: 'Experiencias', path: '/es/experiencias' },
        { label: 'Visitas a medida', path: '/es/solicitar-experiencia' },
        { label: 'Canjea tu bono', path: '/es/canjear-bono' },
      ],
    },
    {
      title: 'Información',
      links: [
        { label: 'Contacto', path: '/es/contacto' },
        { label: 'Política de privacidad', path: '/es/privacidad' },
      ],
    },
  ],
  en: [
    {
      title: 'About us',
      links: [
        { label: 'Press', path: '/en/press' },
        { label: 'R&D projects', path: '/en/projects' },
        { label: 'Virtual experiences', path: '/en/videos' },
      ],
    },
    {
      title: 'Visit us',
      links: [
        { label: 'Experiences', path: '/en/experiences' },
        { label: 'Tailor-made visits', path: '/en/experience-request' },
        { label: 'Redeem your voucher', path: '/en/redeem-voucher' },
      ],
    },
    {
      title: 'Information',
      links: [
        { label: 'Contact', path: '/en/contact' },
        { label: 'Privacy policy', path: '/en/privacy' },
      ],
    },
  ],
};
