import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Blocks, preloadInteractiveBlocks } from './block-renderer';
import { sanitizeHtml } from './sanitize';
import { parseBlocks, type BlockContent } from './schema';
import { withLanguage } from '../story-decorators';

type Probe = Window & { __cepaXss?: string };

/** HTML a compromised or careless content system might send: every trick here must come out harmless. */
const malicious = [
  '<p>Texto con <strong>negrita</strong>, <em>cursiva</em> y <u>subrayado</u>.</p>',
  '<script>window.__cepaXss = "script"</script>',
  '<img src="x" onerror="window.__cepaXss = \'img\'">',
  '<p><a href="javascript:window.__cepaXss = \'link\'">Enlace con script</a></p>',
  '<p><a href=" JaVaScRiPt:window.__cepaXss = \'spaced\'">Enlace disfrazado</a></p>',
  '<p><a href="https://prensa.example/noticia">Enlace a otro sitio</a></p>',
  '<p><a href="/es/la-bodega" onclick="window.__cepaXss = \'click\'" target="_blank">Enlace interno</a></p>',
  '<iframe src="https://evil.example/"></iframe>',
  '<form action="https://evil.example/"><input name="tarjeta"><button>Enviar</button></form>',
  '<style>body { display: none }</style>',
  '<p style="color: red" onmouseover="window.__cepaXss = \'hover\'" class="x" data-x="1">Párrafo con estilo</p>',
  '<svg><script>window.__cepaXss = "svg"</script></svg>',
  '<math><mi xlink:href="javascript:window.__cepaXss=\'math\'">m</mi></math>',
].join('');

async function expectNothingDangerous(root: HTMLElement) {
  const blocks = root.querySelector('[data-slot="content-blocks"]')!;
  await expect(blocks.querySelectorAll('script, style, iframe, form, input, object, embed')).toHaveLength(0);
  // The design system draws its own icons; no picture may come from the content.
  await expect(blocks.querySelectorAll('[data-slot="content-html"] :is(img, svg, math)')).toHaveLength(0);
  const attributes = [...blocks.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name),
  );
  await expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
  await expect(
    blocks.querySelectorAll('[data-slot="content-html"] :is([style], [class], [data-x])'),
  ).toHaveLength(0);
  for (const link of blocks.querySelectorAll('a')) {
    await expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
  }
  await expect((window as Probe).__cepaXss).toBeUndefined();
}

/** Blocks as the content system sends them, parsed (and sanitised) as the server does, then drawn. */
function ParsedBlocks({ blocks }: { blocks: BlockContent[] }) {
  return <Blocks blocks={parseBlocks(blocks)} />;
}

const meta = {
  title: 'Content/Blocks/Sanitised HTML',
  tags: ['responsive'],
  component: ParsedBlocks,
  loaders: [preloadInteractiveBlocks],
  decorators: [withLanguage],
  parameters: {
    docs: {
      description: {
        component:
          'What becomes of hostile HTML from the content system: scripts, event handlers, frames, forms, pictures, styles and `javascript:` addresses are removed before anything is drawn; text, emphasis and plain links stay (links to other sites send no referrer).',
      },
    },
  },
  args: { blocks: [{ type: 'rich_text', html: malicious }] },
  beforeEach: () => {
    delete (window as Probe).__cepaXss;
  },
} satisfies Meta<typeof ParsedBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RichText: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('negrita').tagName).toBe('STRONG');
    await expect(canvas.getByText('Párrafo con estilo')).toBeVisible();
    await expectNothingDangerous(canvasElement);

    // Scripted links lose their address: they are plain text, not links.
    await expect(canvas.queryByRole('link', { name: 'Enlace con script' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Enlace disfrazado' })).toBeNull();
    const external = canvas.getByRole('link', { name: 'Enlace a otro sitio' });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = canvas.getByRole('link', { name: 'Enlace interno' });
    await expect(internal).toHaveAttribute('href', '/es/la-bodega');
    await expect(internal).not.toHaveAttribute('rel');
    await expect(internal).not.toHaveAttribute('target');

    // Hovering what used to carry handlers runs nothing.
    await userEvent.hover(canvas.getByText('Párrafo con estilo'));
    await expect((window as Probe).__cepaXss).toBeUndefined();

    // The function itself, string in, string out.
    await expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    await expect(sanitizeHtml('<p onclick="x()">Hola</p><script>x()</script>')).toBe('<p>Hola</p>');
    await expect(sanitizeHtml('<a href="mailto:visitas@example.com">Escríbenos</a>')).toBe(
      '<a href="mailto:visitas@example.com">Escríbenos</a>',
    );
  },
};

export const DropdownPanel: Story = {
  args: {
    blocks: [{ type: 'dropdown', items: [{ title: '¿Es seguro este panel?', html: malicious }] }],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '¿Es seguro este panel?' }));
    await expect(canvas.getByText('Párrafo con estilo')).toBeVisible();
    await expectNothingDangerous(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Enlace a otro sitio' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
