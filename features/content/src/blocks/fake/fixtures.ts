import { inLanguage } from '@cepa/core/i18n';
import { z } from 'zod';
import {
  brandIds,
  languages,
  pageContentSchema,
  type Brand,
  type Language,
  type WrittenLanguage,
  type PageContent,
} from '@cepa/core';
import { footerSections } from '@cepa/core/backend';
import type { BlockContent as Block } from '../components/schema';
import { standInPlayerPath } from '../components/schema';
import { cellar, islandEstate, logo, tasting, vineyard } from './pictures';

/** The routes the embedded backend knows, the same for both brands; each row is one page in both languages. */
export const routes = {
  home: { es: '/es/', en: '/en/' },
  winery: { es: '/es/la-bodega', en: '/en/the-winery' },
  experiences: { es: '/es/experiencias', en: '/en/experiences' },
  club: { es: '/es/club/mi-club', en: '/en/club/my-club' },
  booking: { es: '/es/reservar', en: '/en/book' },
  voucher: { es: '/es/canjear-bono', en: '/en/redeem-voucher' },
  confirmation: { es: '/es/reserva-confirmada', en: '/en/booking-confirmation' },
  privacy: { es: '/es/privacidad', en: '/en/privacy' },
  contact: { es: '/es/contacto', en: '/en/contact' },
  experienceRequest: { es: '/es/solicitar-experiencia', en: '/en/experience-request' },
  press: { es: '/es/prensa', en: '/en/press' },
  projects: { es: '/es/proyectos', en: '/en/projects' },
  videos: { es: '/es/videos', en: '/en/videos' },
  cookies: { es: '/es/politica-de-cookies', en: '/en/cookie-policy' },
} as const satisfies Record<string, Record<WrittenLanguage, string>>;

export type RouteName = keyof typeof routes;

/** The club's pages come from the club slice (a `PageSource` the site composes); its path stays here for the menu. */
export type OwnRoute = Exclude<RouteName, 'club'>;

const pageTypes: Record<OwnRoute, string> = {
  home: 'home',
  winery: 'content',
  experiences: 'content',
  booking: 'booking',
  voucher: 'voucher_redemption',
  confirmation: 'booking_confirmation',
  privacy: 'content',
  contact: 'contact',
  experienceRequest: 'experience_request',
  press: 'press',
  projects: 'projects',
  videos: 'virtual_experience_videos',
  cookies: 'content',
};

const basketPaths: Record<WrittenLanguage, string> = { es: '/es/cesta', en: '/en/basket' };
const bookingPaths: Record<WrittenLanguage, string> = routes.booking;

type Experience = { id: number; price: number; picture: string; es: [string, string]; en: [string, string] };

const experiences: Record<Brand, Experience[]> = {
  solera: [
    {
      id: 1,
      price: 25,
      picture: cellar(),
      es: [
        'Visita y cata en la bodega',
        'Recorre la sala de barricas y el calado excavado en la roca, y cata tres vinos de la casa.',
      ],
      en: [
        'Winery tour and tasting',
        'Walk through the barrel hall and the cellar dug into the rock, then taste three of our wines.',
      ],
    },
    {
      id: 2,
      price: 45,
      picture: vineyard(),
      es: [
        'Vendimia en familia',
        'Corta racimos con nosotros en septiembre y termina la mañana con un almuerzo entre viñas.',
      ],
      en: [
        'Family harvest day',
        'Pick grapes with us in September and end the morning with lunch among the vines.',
      ],
    },
    {
      id: 3,
      price: 60,
      picture: tasting(),
      es: [
        'Cata de añadas con el enólogo',
        'Cinco añadas de nuestro tinto de viñas viejas, comentadas por quien las elaboró.',
      ],
      en: [
        'Vintage tasting with our winemaker',
        'Five vintages of our old-vine red, presented by the person who made them.',
      ],
    },
  ],
  brava: [
    {
      id: 4,
      price: 22,
      picture: islandEstate(),
      es: [
        'Paseo entre viñas volcánicas',
        'Camina entre los hoyos de ceniza y los muros de piedra que protegen cada cepa del viento.',
      ],
      en: [
        'Walk through the volcanic vineyard',
        'Stroll among the ash hollows and the stone walls that shelter every vine from the wind.',
      ],
    },
    {
      id: 5,
      price: 38,
      picture: tasting('#8c7f72', '#d9b44a'),
      es: [
        'Cata al atardecer frente al mar',
        'Tres blancos de malvasía y un dulce de la casa mientras el sol se pone sobre el océano.',
      ],
      en: [
        'Sunset tasting by the sea',
        'Three malvasía whites and our sweet wine while the sun sets over the ocean.',
      ],
    },
    {
      id: 6,
      price: 55,
      picture: islandEstate('#f1e3cf', '#2f6d8f', '#3b302b'),
      es: [
        'Almuerzo en la finca',
        'Cocina de la isla con productos de la huerta, maridada con los vinos de la finca.',
      ],
      en: [
        'Lunch on the estate',
        'Island cooking with produce from our garden, paired with the estate’s wines.',
      ],
    },
  ],
};

function experienceCards(brand: Brand, language: Language, title?: string): Block {
  return {
    type: 'experience_cards',
    title,
    cards: experiences[brand].map((experience) => ({
      experience_id: experience.id,
      title: inLanguage(experience, language)[0],
      text: inLanguage(experience, language)[1],
      price_from: experience.price,
      image_url: experience.picture,
      booking_path: `${inLanguage(bookingPaths, language)}?experience=${experience.id}`,
    })),
  };
}

type BrandCopy = {
  brandName: string;
  wineryLabel: Record<WrittenLanguage, string>;
  footer: Record<WrittenLanguage, string>;
  banner: Record<WrittenLanguage, string> | null;
  ageGate: boolean;
  logos: { src: string; alt: Record<WrittenLanguage, string> }[];
  home: Record<WrittenLanguage, { title: string; description: string; blocks: Block[] }>;
  winery: Record<WrittenLanguage, { title: string; description: string; blocks: Block[] }>;
  experiences: Record<WrittenLanguage, { title: string; description: string; intro: string }>;
};

const solera: BrandCopy = {
  brandName: 'Casa Solera',
  wineryLabel: { es: 'La bodega', en: 'The winery' },
  footer: {
    es: 'Casa Solera, bodega familiar de interior desde 1921. Bebe con moderación.',
    en: 'Casa Solera, a family winery inland since 1921. Please drink responsibly.',
  },
  banner: {
    es: '<p>Casa Solera ha recibido una ayuda del <strong>Programa de Modernización Rural</strong> para renovar su sala de elaboración. <a href="/es/la-bodega">Conoce la nueva sala de elaboración</a></p>',
    en: '<p>Casa Solera has received a grant from the <strong>Rural Modernisation Programme</strong> to renew its winemaking hall. <a href="/en/the-winery">See the new winemaking hall</a></p>',
  },
  ageGate: false,
  logos: [
    {
      src: logo('Rural', '#2f6d3a'),
      alt: { es: 'Programa de Modernización Rural', en: 'Rural Modernisation Programme' },
    },
    {
      src: logo('Viña+', '#7b1e2b'),
      alt: { es: 'Sello de viticultura sostenible', en: 'Sustainable winegrowing seal' },
    },
    {
      src: logo('Enoturismo', '#b5762a'),
      alt: { es: 'Ruta del vino de la meseta', en: 'Upland wine route' },
    },
  ],
  home: {
    es: {
      title: 'Casa Solera',
      description: 'Bodega familiar de interior: visitas, catas y vinos de viñas viejas en la meseta.',
      blocks: [
        {
          type: 'hero',
          title: 'Vinos de viñas viejas, hechos sin prisa',
          text: 'Cuatro generaciones cuidando las mismas cepas entre encinas, en lo alto de la meseta.',
          image_url: vineyard(),
        },
        {
          type: 'rich_text',
          html: '<p>En Casa Solera elaboramos vino con la uva de nuestras propias viñas, algunas plantadas hace más de ochenta años. Vendimiamos a mano y dejamos que cada añada cuente cómo fue el año.</p><p>Ven a conocernos: <a href="/es/experiencias">descubre nuestras visitas y catas</a>.</p>',
        },
        {
          type: 'carousel',
          title: 'Lo que te espera',
          slides: [
            {
              title: 'La sala de barricas',
              text: 'Roble francés y silencio: aquí reposan nuestros tintos entre doce y veinte meses.',
              image_url: cellar(),
              link: { label: 'Conoce la bodega', path: '/es/la-bodega' },
            },
            {
              title: 'Las viñas viejas',
              text: 'Cepas en vaso sobre suelos de cantos rodados, a ochocientos metros de altitud.',
              image_url: vineyard('#f0e4cf'),
            },
            {
              title: 'La cata',
              text: 'Cada visita termina con una cata guiada de los vinos de la casa.',
              image_url: tasting(),
              link: { label: 'Reservar una visita', path: '/es/reservar?experience=1' },
            },
          ],
        },
        experienceCards('solera', 'es', 'Visitas y experiencias'),
        {
          type: 'dropdown',
          items: [
            { title: '¿Cuánto dura la visita?', html: '<p>Unos noventa minutos, cata incluida.</p>' },
            {
              title: '¿Pueden venir niños?',
              html: '<p>Sí. Los menores de 18 años no catan vino, pero les ofrecemos <strong>mosto de nuestras uvas</strong>.</p>',
            },
            {
              title: '¿Cómo llego a la bodega?',
              html: '<p>Estamos a cinco minutos del pueblo por el camino de las encinas. Hay aparcamiento gratuito junto a la entrada.</p>',
            },
          ],
        },
        {
          type: 'quote_slider',
          title: 'Lo que dicen nuestros visitantes',
          quotes: [
            {
              text: 'Una visita preciosa y una cata muy generosa. Volveremos en vendimia.',
              author: 'Lucía, Madrid',
            },
            { text: 'Se nota el cariño con el que trabajan la viña.', author: 'Jon, Bilbao' },
            {
              text: 'El mejor plan de fin de semana que hemos hecho este año.',
              author: 'Marta y Luis, Valladolid',
            },
          ],
        },
        {
          type: 'video',
          title: 'Un año en Casa Solera',
          poster_url: vineyard('#d8c6a8'),
          embed_url: standInPlayerPath,
        },
      ],
    },
    en: {
      title: 'Casa Solera',
      description: 'A family winery inland: tours, tastings and old-vine wines from the high plateau.',
      blocks: [
        {
          type: 'hero',
          title: 'Old-vine wines, made without hurry',
          text: 'Four generations tending the same vines among holm oaks, high on the plateau.',
          image_url: vineyard(),
        },
        {
          type: 'rich_text',
          html: '<p>At Casa Solera we make wine from the grapes of our own vineyards, some planted more than eighty years ago. We pick by hand and let every vintage tell the story of its year.</p><p>Come and see us: <a href="/en/experiences">discover our tours and tastings</a>.</p>',
        },
        {
          type: 'carousel',
          title: 'What awaits you',
          slides: [
            {
              title: 'The barrel hall',
              text: 'French oak and silence: our reds rest here for twelve to twenty months.',
              image_url: cellar(),
              link: { label: 'Discover the winery', path: '/en/the-winery' },
            },
            {
              title: 'The old vines',
              text: 'Bush vines on stony soils, eight hundred metres above sea level.',
              image_url: vineyard('#f0e4cf'),
            },
            {
              title: 'The tasting',
              text: 'Every tour ends with a guided tasting of our wines.',
              image_url: tasting(),
              link: { label: 'Book a tour', path: '/en/book?experience=1' },
            },
          ],
        },
        experienceCards('solera', 'en', 'Tours and experiences'),
        {
          type: 'dropdown',
          items: [
            { title: 'How long does the tour take?', html: '<p>About ninety minutes, tasting included.</p>' },
            {
              title: 'Can children come?',
              html: '<p>Yes. Under-18s do not taste wine, but we offer them <strong>juice from our own grapes</strong>.</p>',
            },
            {
              title: 'How do I get to the winery?',
              html: '<p>We are five minutes from the village along the holm-oak track. Free parking by the entrance.</p>',
            },
          ],
        },
        {
          type: 'quote_slider',
          title: 'What our visitors say',
          quotes: [
            {
              text: 'A lovely tour and a very generous tasting. We will be back for the harvest.',
              author: 'Lucía, Madrid',
            },
            { text: 'You can tell how much care goes into the vineyard.', author: 'Jon, Bilbao' },
            { text: 'The best weekend plan we have had all year.', author: 'Marta and Luis, Valladolid' },
          ],
        },
        {
          type: 'video',
          title: 'A year at Casa Solera',
          poster_url: vineyard('#d8c6a8'),
          embed_url: standInPlayerPath,
        },
      ],
    },
  },
  winery: {
    es: {
      title: 'La bodega',
      description: 'La historia de Casa Solera, sus viñas viejas y su forma de elaborar.',
      blocks: [
        {
          type: 'hero',
          title: 'Una bodega de interior desde 1921',
          text: 'Piedra, roble y paciencia en el corazón de la meseta.',
          image_url: cellar(),
        },
        {
          type: 'rich_text',
          html: '<h2>Nuestra historia</h2><p>Mi bisabuela plantó las primeras cepas en 1921. Hoy cuidamos cuarenta hectáreas de viñedo en vaso, sin riego, sobre suelos pobres de cantos rodados.</p><h2>Cómo trabajamos</h2><ul><li>Vendimia manual en cajas pequeñas.</li><li>Fermentación con levaduras propias.</li><li>Crianza en barricas de roble francés.</li></ul>',
        },
        {
          type: 'dropdown',
          items: [
            {
              title: 'Nuestras variedades',
              html: '<p>Tempranillo y garnacha de viñas viejas, y un poco de albillo para nuestro blanco.</p>',
            },
            {
              title: 'Viticultura sostenible',
              html: '<p>No usamos herbicidas y dejamos crecer la cubierta vegetal entre las filas.</p>',
            },
          ],
        },
      ],
    },
    en: {
      title: 'The winery',
      description: 'The story of Casa Solera, its old vines and the way we make our wine.',
      blocks: [
        {
          type: 'hero',
          title: 'An inland winery since 1921',
          text: 'Stone, oak and patience at the heart of the plateau.',
          image_url: cellar(),
        },
        {
          type: 'rich_text',
          html: '<h2>Our story</h2><p>My great-grandmother planted the first vines in 1921. Today we tend forty hectares of unirrigated bush vines on poor, stony soils.</p><h2>How we work</h2><ul><li>Hand picking into small crates.</li><li>Fermentation with our own yeasts.</li><li>Ageing in French oak barrels.</li></ul>',
        },
        {
          type: 'dropdown',
          items: [
            {
              title: 'Our grape varieties',
              html: '<p>Old-vine tempranillo and garnacha, and a little albillo for our white.</p>',
            },
            {
              title: 'Sustainable winegrowing',
              html: '<p>We use no herbicides and let cover crops grow between the rows.</p>',
            },
          ],
        },
      ],
    },
  },
  experiences: {
    es: {
      title: 'Experiencias',
      description: 'Visitas, catas y vendimias en Casa Solera.',
      intro: '<p>Elige tu visita y reserva la fecha que mejor te venga. Todas incluyen cata.</p>',
    },
    en: {
      title: 'Experiences',
      description: 'Tours, tastings and harvest days at Casa Solera.',
      intro: '<p>Choose your visit and book the date that suits you best. Every tour includes a tasting.</p>',
    },
  },
};

const brava: BrandCopy = {
  brandName: 'Isla Brava',
  wineryLabel: { es: 'La finca', en: 'The estate' },
  footer: {
    es: 'Isla Brava, finca vitícola sobre tierra volcánica, frente al Atlántico. Bebe con moderación.',
    en: 'Isla Brava, a wine estate on volcanic soil facing the Atlantic. Please drink responsibly.',
  },
  banner: null,
  ageGate: true,
  logos: [
    {
      src: logo('Isla', '#2f6d8f'),
      alt: { es: 'Denominación de origen de la isla', en: 'Island designation of origin' },
    },
    {
      src: logo('Eco', '#6f8f3a'),
      alt: { es: 'Sello de agricultura ecológica', en: 'Organic farming seal' },
    },
  ],
  home: {
    es: {
      title: 'Isla Brava',
      description:
        'Finca vitícola en una isla volcánica: paseos entre viñas, catas frente al mar y vinos de malvasía.',
      blocks: [
        {
          type: 'hero',
          title: 'Viñas que crecen en la ceniza',
          text: 'Cada cepa vive en su propio hoyo, protegida del viento por un muro de piedra.',
          image_url: islandEstate(),
        },
        {
          type: 'rich_text',
          html: '<p>En Isla Brava cultivamos malvasía y listán negro sobre el picón volcánico, como se ha hecho en la isla durante siglos. La ceniza guarda la humedad de la noche y el viento del mar mantiene sanas las uvas.</p><p>Ven a pasear por la finca: <a href="/es/experiencias">consulta nuestras experiencias</a>.</p>',
        },
        {
          type: 'carousel',
          title: 'La finca en tres paisajes',
          slides: [
            {
              title: 'Los hoyos',
              text: 'Conos excavados en la ceniza para que las raíces lleguen a la tierra fértil.',
              image_url: islandEstate(),
              link: { label: 'Conoce la finca', path: '/es/la-bodega' },
            },
            {
              title: 'El mar',
              text: 'El Atlántico a la vista desde cada fila de viñas.',
              image_url: islandEstate('#f1e3cf', '#2f6d8f', '#3b302b'),
            },
            {
              title: 'La cata',
              text: 'Blancos salinos y un dulce de malvasía, servidos al atardecer.',
              image_url: tasting('#8c7f72', '#d9b44a'),
              link: { label: 'Reservar una cata', path: '/es/reservar?experience=5' },
            },
          ],
        },
        experienceCards('brava', 'es', 'Experiencias en la isla'),
        {
          type: 'dropdown',
          items: [
            {
              title: '¿Qué ropa llevo?',
              html: '<p>Calzado cómodo y algo de abrigo: en la finca siempre sopla el viento.</p>',
            },
            {
              title: '¿Hay transporte desde el puerto?',
              html: '<p>Sí, bajo reserva. Indícalo en el comentario al reservar.</p>',
            },
            {
              title: '¿Se puede visitar con perro?',
              html: '<p>Los perros con correa son bienvenidos en el paseo por las viñas.</p>',
            },
          ],
        },
        {
          type: 'quote_slider',
          title: 'Lo que dicen nuestros visitantes',
          quotes: [
            {
              text: 'Un paisaje que no se parece a nada que hayamos visto. Y el vino, espectacular.',
              author: 'Carmen, Sevilla',
            },
            { text: 'La cata al atardecer es un regalo.', author: 'Pedro, Las Palmas' },
            {
              text: 'Aprendimos muchísimo sobre cómo se cultiva en la ceniza.',
              author: 'Elena y Tomás, Zaragoza',
            },
          ],
        },
        {
          type: 'video',
          title: 'Vendimia en Isla Brava',
          poster_url: islandEstate('#e6d3b8'),
          embed_url: standInPlayerPath,
        },
      ],
    },
    en: {
      title: 'Isla Brava',
      description:
        'A wine estate on a volcanic island: vineyard walks, tastings by the sea and malvasía wines.',
      blocks: [
        {
          type: 'hero',
          title: 'Vines that grow in the ash',
          text: 'Every vine lives in its own hollow, sheltered from the wind by a stone wall.',
          image_url: islandEstate(),
        },
        {
          type: 'rich_text',
          html: '<p>At Isla Brava we grow malvasía and listán negro on volcanic ash, as the island has done for centuries. The ash holds the night’s moisture and the sea breeze keeps the grapes healthy.</p><p>Come and walk the estate: <a href="/en/experiences">see our experiences</a>.</p>',
        },
        {
          type: 'carousel',
          title: 'The estate in three landscapes',
          slides: [
            {
              title: 'The hollows',
              text: 'Cones dug into the ash so the roots can reach the fertile soil.',
              image_url: islandEstate(),
              link: { label: 'Discover the estate', path: '/en/the-winery' },
            },
            {
              title: 'The sea',
              text: 'The Atlantic in sight from every row of vines.',
              image_url: islandEstate('#f1e3cf', '#2f6d8f', '#3b302b'),
            },
            {
              title: 'The tasting',
              text: 'Salty whites and a sweet malvasía, served at sunset.',
              image_url: tasting('#8c7f72', '#d9b44a'),
              link: { label: 'Book a tasting', path: '/en/book?experience=5' },
            },
          ],
        },
        experienceCards('brava', 'en', 'Experiences on the island'),
        {
          type: 'dropdown',
          items: [
            {
              title: 'What should I wear?',
              html: '<p>Comfortable shoes and a warm layer: the wind always blows on the estate.</p>',
            },
            {
              title: 'Is there transport from the harbour?',
              html: '<p>Yes, on request. Tell us in the comment when you book.</p>',
            },
            { title: 'Can I bring my dog?', html: '<p>Dogs on a lead are welcome on the vineyard walk.</p>' },
          ],
        },
        {
          type: 'quote_slider',
          title: 'What our visitors say',
          quotes: [
            {
              text: 'A landscape like nothing we had ever seen. And the wine was superb.',
              author: 'Carmen, Seville',
            },
            { text: 'The sunset tasting is a gift.', author: 'Pedro, Las Palmas' },
            { text: 'We learnt so much about growing vines in ash.', author: 'Elena and Tomás, Zaragoza' },
          ],
        },
        {
          type: 'video',
          title: 'Harvest at Isla Brava',
          poster_url: islandEstate('#e6d3b8'),
          embed_url: standInPlayerPath,
        },
      ],
    },
  },
  winery: {
    es: {
      title: 'La finca',
      description: 'La historia de Isla Brava y su viticultura sobre ceniza volcánica.',
      blocks: [
        {
          type: 'hero',
          title: 'Una finca entre volcanes y mar',
          text: 'Viñedo heroico en una isla del Atlántico.',
          image_url: islandEstate(),
        },
        {
          type: 'rich_text',
          html: '<h2>Nuestra historia</h2><p>Tras la última erupción, los vecinos aprendieron a plantar en la ceniza. Nuestra familia recuperó en 1987 una finca abandonada de doce hectáreas.</p><h2>Cómo trabajamos</h2><ul><li>Cada cepa en su hoyo, rodeada de un muro de piedra seca.</li><li>Vendimia a mano en agosto, la más temprana de Europa.</li><li>Elaboración en depósitos pequeños, sin prisas.</li></ul>',
        },
        {
          type: 'dropdown',
          items: [
            {
              title: 'Nuestras variedades',
              html: '<p>Malvasía volcánica, listán negro y un poco de moscatel para el dulce.</p>',
            },
            {
              title: 'Agricultura ecológica',
              html: '<p>El viento y la sequedad nos permiten cultivar sin tratamientos químicos.</p>',
            },
          ],
        },
      ],
    },
    en: {
      title: 'The estate',
      description: 'The story of Isla Brava and its winegrowing on volcanic ash.',
      blocks: [
        {
          type: 'hero',
          title: 'An estate between volcanoes and the sea',
          text: 'Heroic winegrowing on an Atlantic island.',
          image_url: islandEstate(),
        },
        {
          type: 'rich_text',
          html: '<h2>Our story</h2><p>After the last eruption, islanders learnt to plant in the ash. In 1987 our family brought a twelve-hectare abandoned estate back to life.</p><h2>How we work</h2><ul><li>Every vine in its own hollow, ringed by a dry-stone wall.</li><li>Hand picking in August, the earliest harvest in Europe.</li><li>Winemaking in small tanks, without hurry.</li></ul>',
        },
        {
          type: 'dropdown',
          items: [
            {
              title: 'Our grape varieties',
              html: '<p>Volcanic malvasía, listán negro and a little muscat for the sweet wine.</p>',
            },
            {
              title: 'Organic farming',
              html: '<p>Wind and dry air let us grow without chemical treatments.</p>',
            },
          ],
        },
      ],
    },
  },
  experiences: {
    es: {
      title: 'Experiencias',
      description: 'Paseos, catas y almuerzos en Isla Brava.',
      intro: '<p>Descubre la isla desde sus viñas. Elige una experiencia y reserva tu fecha.</p>',
    },
    en: {
      title: 'Experiences',
      description: 'Walks, tastings and lunches at Isla Brava.',
      intro: '<p>Discover the island through its vineyards. Choose an experience and book your date.</p>',
    },
  },
};

const copy: Record<Brand, BrandCopy> = { solera, brava };

/** The booking slice's pages: their titles and the paths they move on to (`data`, parsed by that slice). */
const bookingPages = {
  booking: {
    es: {
      title: 'Reserva tu visita',
      description: 'Elige experiencia, fecha y visitantes, y reserva tu visita.',
    },
    en: {
      title: 'Book your visit',
      description: 'Choose the experience, the date and the visitors, and book your visit.',
    },
  },
  voucher: {
    es: { title: 'Canjea tu bono', description: 'Canjea tu bono regalo por una visita o experiencia.' },
    en: {
      title: 'Redeem your voucher',
      description: 'Redeem your gift voucher for a visit or an experience.',
    },
  },
  confirmation: {
    es: { title: 'Tu reserva', description: 'La confirmación de tu reserva.' },
    en: { title: 'Your booking', description: 'The confirmation of your booking.' },
  },
} as const satisfies Record<
  'booking' | 'voucher' | 'confirmation',
  Record<WrittenLanguage, { title: string; description: string }>
>;

/** The privacy policy page, linked from every consent checkbox (`privacy_path`). */
const privacyPage: Record<WrittenLanguage, { title: string; description: string; html: string }> = {
  es: {
    title: 'Política de privacidad',
    description: 'Cómo trata {brand} tus datos personales.',
    html: '<p>{brand} trata tus datos para gestionar tus reservas, tus pedidos y, si lo pides, la newsletter. No los cedemos a terceros salvo obligación legal.</p><p>Puedes acceder a tus datos, rectificarlos o pedir que los borremos escribiendo a privacidad@example.com.</p><p>Qué cookies usamos y cómo elegir: nuestra <a href="/es/politica-de-cookies">política de cookies</a>.</p>',
  },
  en: {
    title: 'Privacy policy',
    description: 'How {brand} handles your personal data.',
    html: '<p>{brand} uses your data to manage your bookings, your orders and, if you ask for it, the newsletter. We do not pass it on to anyone unless the law requires it.</p><p>You can see, correct or delete your data by writing to privacy@example.com.</p><p>Which cookies we use and how to choose: our <a href="/en/cookie-policy">cookie policy</a>.</p>',
  },
};

/**
 * The cookie policy (`cookie_policy_path`), linked from the consent banner and its settings: each
 * category, its cookies and the legal basis the site relies on for it.
 */
const cookiePolicyPage: Record<WrittenLanguage, { title: string; description: string; html: string }> = {
  es: {
    title: 'Política de cookies',
    description: 'Qué cookies usa {brand}, para qué y cómo elegir.',
    html:
      '<p>{brand} usa cookies propias necesarias para que el sitio funcione y, solo si lo aceptas, cookies de análisis y de marketing de terceros, que carga su gestor de etiquetas (Google Tag Manager).</p>' +
      '<h2>Necesarias</h2><p>Siempre activas: sin ellas no funcionarían la sesión del socio (cepa_session), la cesta (cepa_visitor), la verificación de edad (age_verified), el aviso cerrado (banner_hidden) ni el recuerdo de tu elección sobre cookies (cepa_consent, doce meses). Están exentas de consentimiento (art. 22.2 LSSI).</p>' +
      '<h2>Análisis</h2><p>Con tu consentimiento (art. 22.2 LSSI y art. 6.1.a RGPD): Google Analytics mide las visitas de forma agregada (_ga, _ga_*; hasta dos años).</p>' +
      '<h2>Marketing</h2><p>Con tu consentimiento (art. 22.2 LSSI y art. 6.1.a RGPD): Google Ads mide las campañas y permite personalizar los anuncios (_gcl_au; noventa días).</p>' +
      '<p>Puedes cambiar o retirar tu consentimiento cuando quieras en «Configuración de cookies», al pie de cada página: al retirarlo dejamos de enviar datos y borramos las cookies de análisis y de marketing de este sitio.</p>',
  },
  en: {
    title: 'Cookie policy',
    description: 'Which cookies {brand} uses, what for, and how to choose.',
    html:
      '<p>{brand} uses its own cookies that the site needs to work and, only if you accept them, third-party analytics and marketing cookies, loaded by its tag manager (Google Tag Manager).</p>' +
      '<h2>Necessary</h2><p>Always on: without them the member’s session (cepa_session), the basket (cepa_visitor), the age check (age_verified), the closed notice (banner_hidden) and the memory of your cookie choice (cepa_consent, twelve months) would not work. They need no consent (art. 22.2 of Spain’s LSSI).</p>' +
      '<h2>Analytics</h2><p>With your consent (art. 22.2 LSSI and art. 6.1.a GDPR): Google Analytics measures visits in aggregate (_ga, _ga_*; up to two years).</p>' +
      '<h2>Marketing</h2><p>With your consent (art. 22.2 LSSI and art. 6.1.a GDPR): Google Ads measures campaigns and lets ads be personalised (_gcl_au; ninety days).</p>' +
      '<p>You can change or withdraw your consent at any time in “Cookie settings”, at the foot of every page: once withdrawn we stop sending data and delete this site’s analytics and marketing cookies.</p>',
  },
};

/** The experiences page's call to ask for a visit none of its experiences is (the experience request form). */
const tailorMadeInvitation: Record<WrittenLanguage, (path: string) => string> = {
  es: (path) =>
    `<h2>Una visita a tu medida</h2><p>¿Vienes en grupo, con tu empresa o para celebrar algo? Preparamos la visita contigo. <a href="${path}">Solicita una experiencia a medida</a>.</p>`,
  en: (path) =>
    `<h2>A visit made for you</h2><p>Coming as a group, with your company or to celebrate something? We plan the visit with you. <a href="${path}">Request a tailor-made experience</a>.</p>`,
};

const voucherInvitation: Record<WrittenLanguage, (path: string) => string> = {
  es: (path) => `<p>¿Te han regalado una visita? <a href="${path}">Canjea tu bono</a>.</p>`,
  en: (path) => `<p>Were you given a visit as a gift? <a href="${path}">Redeem your voucher</a>.</p>`,
};

function bookingData(route: BlockRoute, language: Language): Record<string, string> {
  switch (route) {
    case 'booking':
      return {
        confirmation_path: inLanguage(routes.confirmation, language),
        experiences_path: inLanguage(routes.experiences, language),
        home_path: inLanguage(routes.home, language),
      };
    case 'voucher':
      return {
        booking_path: inLanguage(routes.booking, language),
        confirmation_path: inLanguage(routes.confirmation, language),
      };
    case 'confirmation':
      return {
        home_path: inLanguage(routes.home, language),
        experiences_path: inLanguage(routes.experiences, language),
        booking_path: inLanguage(routes.booking, language),
      };
    default:
      return {};
  }
}

const navigationLabels: Record<
  'home' | 'experiences' | 'shop' | 'club' | 'contact',
  Record<WrittenLanguage, string>
> = {
  home: { es: 'Inicio', en: 'Home' },
  experiences: { es: 'Experiencias', en: 'Experiences' },
  shop: { es: 'Tienda', en: 'Shop' },
  club: { es: 'Mi club', en: 'My club' },
  contact: { es: 'Contacto', en: 'Contact' },
};

/** The shop's catalogue, whose pages another slice's fixtures give the content system (`PageSource`). */
const shopPaths: Record<WrittenLanguage, string> = { es: '/es/tienda', en: '/en/shop' };

/** The frame (header, footer, banner) of every page of a brand in a language. */
export function layoutFor(brand: Brand, language: Language): PageContent['layout'] {
  const c = copy[brand];
  return {
    brand_name: c.brandName,
    navigation: [
      { label: inLanguage(navigationLabels.home, language), path: inLanguage(routes.home, language) },
      { label: inLanguage(c.wineryLabel, language), path: inLanguage(routes.winery, language) },
      {
        label: inLanguage(navigationLabels.experiences, language),
        path: inLanguage(routes.experiences, language),
      },
      { label: inLanguage(navigationLabels.shop, language), path: inLanguage(shopPaths, language) },
      { label: inLanguage(navigationLabels.club, language), path: inLanguage(routes.club, language) },
      { label: inLanguage(navigationLabels.contact, language), path: inLanguage(routes.contact, language) },
    ],
    footer: {
      text_html: inLanguage(c.footer, language),
      logos: c.logos.map((l) => ({ src: l.src, alt: inLanguage(l.alt, language) })),
      sections: inLanguage(footerSections, language),
    },
    banner: c.banner
      ? { active: true, html: inLanguage(c.banner, language), endpoint: 'funding_banner' }
      : null,
    age_gate: c.ageGate,
    login_path: '/login',
    basket_path: inLanguage(basketPaths, language),
    experiences_path: inLanguage(routes.experiences, language),
    privacy_path: inLanguage(routes.privacy, language),
    cookie_policy_path: inLanguage(routes.cookies, language),
    catalogue_path: inLanguage(shopPaths, language),
  };
}

/** The pages this part gives the content system: the CMS's own and the booking slice's. */
type BlockRoute =
  'home' | 'winery' | 'experiences' | 'privacy' | 'cookies' | 'booking' | 'voucher' | 'confirmation';

const blockRoutes: readonly BlockRoute[] = [
  'home',
  'winery',
  'experiences',
  'booking',
  'voucher',
  'confirmation',
  'privacy',
  'cookies',
];

function contentFor(brand: Brand, language: Language, route: BlockRoute): OwnContent {
  const c = copy[brand];
  switch (route) {
    case 'home':
    case 'winery': {
      const { title, description, blocks } = inLanguage(c[route], language);
      return { title, description, blocks, data: {} };
    }
    case 'experiences': {
      const { title, description, intro } = inLanguage(c.experiences, language);
      return {
        title,
        description,
        blocks: [
          { type: 'rich_text', html: intro },
          experienceCards(brand, language),
          {
            type: 'rich_text',
            html: inLanguage(tailorMadeInvitation, language)(inLanguage(routes.experienceRequest, language)),
          },
          {
            type: 'rich_text',
            html: inLanguage(voucherInvitation, language)(inLanguage(routes.voucher, language)),
          },
        ] as Block[],
        data: {},
      };
    }
    case 'privacy':
    case 'cookies': {
      const { title, description, html } = inLanguage(
        route === 'privacy' ? privacyPage : cookiePolicyPage,
        language,
      );
      return {
        title,
        description: description.replace('{brand}', c.brandName),
        blocks: [{ type: 'rich_text', html: html.replaceAll('{brand}', c.brandName) }] as Block[],
        data: {},
      };
    }
    case 'booking':
    case 'voucher':
    case 'confirmation': {
      const { title, description } = inLanguage(bookingPages[route], language);
      return { title, description, blocks: [] as Block[], data: bookingData(route, language) };
    }
  }
}

const routeNames = Object.keys(routes) as RouteName[];

/** A page's id, stable: brand, then route, then language (solera 1xx, brava 2xx). */
export function pageIdOf(brand: Brand, language: Language, route: OwnRoute): number {
  return (
    (brand === 'solera' ? 100 : 200) + routeNames.indexOf(route) * 10 + (1 + languages.indexOf(language))
  );
}

/** What a page says of its own; the content system adds its id, type, path, alternates and frame. */
export type OwnContent = Pick<PageContent, 'title' | 'data'> & { description: string; blocks: Block[] };

/** A page of the content system, in the brand's frame (each part of the slice gives its pages' own content). */
export function buildPage(
  brand: Brand,
  language: Language,
  route: OwnRoute,
  { title, description, blocks, data }: OwnContent,
): PageContent {
  return {
    id: pageIdOf(brand, language, route),
    page_type: pageTypes[route],
    path: inLanguage(routes[route], language),
    language,
    brand,
    title,
    meta_description: description,
    alternates: languages
      .filter((other) => other !== language)
      .map((other) => ({ language: other, path: inLanguage(routes[route], other) })),
    layout: layoutFor(brand, language),
    blocks,
    data,
  };
}

/** A route's pages, both brands and both languages, checked against the contract. */
export function pagesOf<R extends OwnRoute>(
  names: readonly R[],
  content: (brand: Brand, language: Language, route: R) => OwnContent,
): PageContent[] {
  return z
    .array(pageContentSchema)
    .parse(
      brandIds.flatMap((brand) =>
        names.flatMap((route) =>
          languages.map((language) => buildPage(brand, language, route, content(brand, language, route))),
        ),
      ),
    );
}

/** The content pages (home, the winery, experiences, privacy, cookies) and the booking slice's pages. */
export const blockPageFixtures: PageContent[] = pagesOf(blockRoutes, contentFor);

/** Club pages (page types `club_*`, served by the club slice's source) answer only to a logged-in member. */
export function isMemberOnlyPageType(pageType: string): boolean {
  return pageType.startsWith('club_');
}

/** Trailing slashes do not matter: "/es" is "/es/", "/es/la-bodega/" is "/es/la-bodega". */
function normalisePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/**
 * More pages for the content system to serve, from another slice's fixtures (the shop's catalogue and
 * products), built in the brand's frame so that slice never imports this one.
 */
export type PageSource = (brand: Brand, language: Language, layout: PageContent['layout']) => PageContent[];

/** The page at a path: among `pages` (the slice's own), else from another slice's source. */
export function findPage(
  brand: Brand,
  language: Language,
  path: string,
  pages: readonly PageContent[],
  sources: readonly PageSource[] = [],
): PageContent | undefined {
  const wanted = normalisePath(path);
  const matches = (page: PageContent) =>
    page.brand === brand && page.language === language && normalisePath(page.path) === wanted;
  const own = pages.find(matches);
  if (own || sources.length === 0) return own;
  const layout = layoutFor(brand, language);
  for (const source of sources) {
    const found = source(brand, language, layout).find(matches);
    if (found) return found;
  }
  return undefined;
}

/** A page of `pages` by route name, for stories and tests. */
export function pageByRoute(
  pages: readonly PageContent[],
  brand: Brand,
  language: Language,
  route: RouteName,
): PageContent {
  const page = findPage(brand, language, inLanguage(routes[route], language), pages);
  if (!page) throw new Error(`No fixture page ${brand}/${language}/${route}`);
  return page;
}

/** A content or booking page by route name, for stories and tests. */
export const fixturePage = (brand: Brand, language: Language, route: BlockRoute) =>
  pageByRoute(blockPageFixtures, brand, language, route);
