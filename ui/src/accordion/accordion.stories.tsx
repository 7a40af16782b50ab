import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Accordion, AccordionItem } from './accordion';

type Block = { id: string; title: string; text: string };

const visitQuestions: Block[] = [
  {
    id: 'duration',
    title: '¿Cuánto dura la visita?',
    text: 'Unas dos horas, con la cata incluida.',
  },
  {
    id: 'children',
    title: '¿Puedo venir con niños?',
    text: 'Sí. Los menores de 18 años hacen la visita sin la cata.',
  },
  {
    id: 'voucher',
    title: '¿Cómo canjeo un bono regalo?',
    text: 'Introduce el código del bono al reservar la experiencia.',
  },
];

function Blocks({ blocks, ...args }: React.ComponentProps<typeof Accordion> & { blocks: Block[] }) {
  return (
    <Accordion {...args}>
      {blocks.map((block) => (
        <AccordionItem key={block.id} id={block.id} title={block.title}>
          <p>{block.text}</p>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { headingLevel: 3, onExpandedChange: fn() },
  argTypes: {
    headingLevel: {
      description: 'Level of each title’s heading, one below the heading the block sits under.',
      control: 'inline-radio',
      options: [2, 3, 4, 5, 6],
      table: { defaultValue: { summary: '3' } },
    },
    allowsMultipleExpanded: {
      description: 'Lets several panels stay open; by default opening one closes the one that was open.',
      control: 'boolean',
    },
    defaultExpandedKeys: { description: 'The `id`s of the items open at first.', control: 'object' },
  },
  render: (args) => <Blocks {...args} blocks={visitQuestions} />,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, args }) => {
    const duration = canvas.getByRole('button', { name: '¿Cuánto dura la visita?' });
    await expect(canvas.getByRole('heading', { level: 3, name: '¿Cuánto dura la visita?' })).toContainElement(
      duration,
    );
    await expect(duration).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Unas dos horas, con la cata incluida.')).not.toBeVisible();

    await userEvent.tab();
    await expect(duration).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(duration).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Unas dos horas, con la cata incluida.')).toBeVisible();
    await expect(duration).toHaveAttribute(
      'aria-controls',
      canvas.getByRole('region', { name: '¿Cuánto dura la visita?' }).id,
    );
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['duration']));

    await userEvent.keyboard(' ');
    await expect(duration).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Unas dos horas, con la cata incluida.')).not.toBeVisible();
  },
};

export const OneExpanded: Story = {
  args: { defaultExpandedKeys: ['children'] },
  play: async ({ canvas }) => {
    const children = canvas.getByRole('button', { name: '¿Puedo venir con niños?' });
    const voucher = canvas.getByRole('button', { name: '¿Cómo canjeo un bono regalo?' });
    await expect(children).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(voucher);
    await expect(voucher).toHaveAttribute('aria-expanded', 'true');
    await expect(children).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(children);
    await expect(children).toHaveAttribute('aria-expanded', 'true');
    // APG: the open panel is a region named by its header (fewer than seven panels).
    const panel = canvas.getByRole('region', { name: '¿Puedo venir con niños?' });
    await expect(children).toHaveAttribute('aria-controls', panel.id);
    // The screenshot shows the open panel, not where the pointer and the focus were left: whether the
    // clicked title is drawn hovered or with a focus outline depends on the timing of the events.
    await userEvent.unhover(children);
    children.blur();
    await expect(children).not.toHaveAttribute('data-hovered');
  },
};

export const Multiple: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['duration', 'voucher'] },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'true',
    ]);
    await userEvent.click(buttons[1]!);
    await expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    // As in OneExpanded: the screenshot shows the three open panels, not the pointer left on a title.
    await userEvent.unhover(buttons[1]!);
    buttons[1]!.blur();
    await expect(buttons[1]).not.toHaveAttribute('data-hovered');
  },
};

export const LongSpanishText: Story = {
  args: { defaultExpandedKeys: ['policy'], headingLevel: 2 },
  render: (args) => (
    <Blocks
      {...args}
      blocks={[
        {
          id: 'policy',
          title:
            '¿Qué ocurre si necesito cambiar la fecha de mi reserva de la experiencia de vendimia una vez confirmada?',
          text:
            'Puedes cambiar la fecha sin coste hasta cuarenta y ocho horas antes de la visita, siempre que ' +
            'queden plazas disponibles en la nueva fecha. Escríbenos desde el formulario de contacto indicando ' +
            'el número de reserva, el nombre del titular y las fechas que prefieres, y te responderemos en un ' +
            'plazo máximo de dos días laborables con la confirmación del cambio.',
        },
        ...visitQuestions,
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultExpandedKeys: ['duration'] },
  render: (args) => (
    <Blocks
      {...args}
      blocks={[
        { id: 'duration', title: 'How long is the visit?', text: 'About two hours, tasting included.' },
        { id: 'children', title: 'Can I bring children?', text: 'Yes. Under-18s visit without the tasting.' },
        { id: 'voucher', title: 'How do I redeem a gift voucher?', text: 'Enter its code when you book.' },
      ]}
    />
  ),
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { defaultExpandedKeys: ['duration'] },
};

/** Seven panels: each open panel is a group, not a region, so the page's landmarks stay few (APG). */
export const SevenPanels: Story = {
  args: { defaultExpandedKeys: ['q7'] },
  render: (args) => (
    <Blocks
      {...args}
      blocks={Array.from({ length: 7 }, (_, i) => ({
        id: `q${i + 1}`,
        title: `Pregunta ${i + 1}`,
        text: `Respuesta ${i + 1}.`,
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Pregunta 7' })).toHaveTextContent('Respuesta 7.');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
