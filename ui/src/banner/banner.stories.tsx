import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from './banner';

/** Drawn stand-ins for the funders' logos, so the story never requests an outside image. */
function logo(label: string, fill: string, width = 160) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><rect width="${width}" height="40" rx="4" fill="${fill}"/><text x="${width / 2}" y="25" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'UI/Banner',
  component: Banner,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs', 'responsive'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    tone: {
      description: 'neutral: a quiet strip on the muted surface; brand: on the brand’s secondary colour.',
      control: 'inline-radio',
      options: ['neutral', 'brand'],
      table: { defaultValue: { summary: 'neutral' } },
    },
    open: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
  },
  args: {
    onDismiss: fn(),
    children: (
      <p className="text-sm">
        Proyecto financiado por el Plan de Recuperación, Transformación y Resiliencia.{' '}
        <a href="#programa" className="font-semibold underline underline-offset-4">
          Más información
        </a>
      </p>
    ),
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/Plan de Recuperación/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/Plan de Recuperación/)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="banner"]')).toBeNull();
  },
};

export const KeyboardClose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Más información' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar aviso' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Cerrar aviso' })).not.toBeInTheDocument();
  },
};

/** The server knows the banner was closed (cookie): nothing renders, no space is reserved. */
export const AlreadyDismissed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Cerrar aviso' })).not.toBeInTheDocument();
  },
};

export const Controlled: Story = {
  render: function ControlledBanner(args) {
    const [open, setOpen] = useState(true);
    return (
      <div>
        <Banner
          {...args}
          open={open}
          onDismiss={() => {
            setOpen(false);
            args.onDismiss?.();
          }}
        />
        <p className="p-4">Contenido de la cabecera</p>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    const content = canvas.getByText('Contenido de la cabecera');
    const before = content.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/Plan de Recuperación/)).not.toBeInTheDocument();
    // Nothing is left behind: the content below moves up by the banner's whole height.
    await expect(content.getBoundingClientRect().top).toBeLessThan(before);
  },
};

export const LongSpanishText: Story = {
  args: {
    tone: 'brand',
    children: (
      <p className="text-sm">
        Esta bodega ha recibido una ayuda del programa de ayudas para la transformación digital de las
        pequeñas y medianas empresas del sector agroalimentario, financiado por la Unión Europea a través de
        los fondos NextGenerationEU, dentro del Plan de Recuperación, Transformación y Resiliencia del
        Gobierno de España.
      </p>
    ),
  },
};

export const WithLogos: Story = {
  args: {
    children: (
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <ul className="flex flex-wrap items-center gap-4">
          <li>
            <img
              src={logo('UNIÓN EUROPEA', '#1f3f8f')}
              alt="Financiado por la Unión Europea, NextGenerationEU"
              width={160}
              height={40}
            />
          </li>
          <li>
            <img
              src={logo('PLAN DE RECUPERACIÓN', '#6b1f2f', 190)}
              alt="Plan de Recuperación, Transformación y Resiliencia"
              width={190}
              height={40}
            />
          </li>
          <li>
            <img src={logo('GOBIERNO', '#8a1c1c', 120)} alt="Gobierno de España" width={120} height={40} />
          </li>
        </ul>
        <p className="text-sm">Proyecto de digitalización financiado con fondos europeos.</p>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Gobierno de España' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children: (
      <p className="text-sm">
        Project funded by the Recovery, Transformation and Resilience Plan.{' '}
        <a href="#programme" className="font-semibold underline underline-offset-4">
          Learn more
        </a>
      </p>
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close notice' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const CustomCloseLabel: Story = {
  args: { closeLabel: 'Cerrar el aviso de financiación' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cerrar el aviso de financiación' })).toBeVisible();
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { tone: 'brand' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: WithLogos.args,
};
