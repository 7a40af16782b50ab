import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect } from 'storybook/test';
import { brands, colourTokens, contrastPairs, contrastRatio, type BrandId } from '@cepa/ui/tokens';
import { breakpoints } from '../../tailwind.config';

/** Reads the resolved value of every colour token inside one brand's scope. */
function useThemeColours(brand: BrandId) {
  const ref = useRef<HTMLDivElement>(null);
  const [colours, setColours] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    setColours(
      Object.fromEntries(colourTokens.map((t) => [t, style.getPropertyValue(`--color-${t}`).trim()])),
    );
  }, [brand]);
  return { ref, colours };
}

function BrandColours({ brand }: { brand: BrandId }) {
  const { ref, colours } = useThemeColours(brand);
  const name = brands.find((b) => b.id === brand)?.name;
  return (
    <section
      ref={ref}
      data-brand={brand}
      className="bg-surface p-4 text-fg"
      aria-labelledby={`colours-${brand}`}
    >
      <h2 id={`colours-${brand}`} className="mb-3 text-xl">
        {name}
      </h2>
      <ul className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {colourTokens.map((token) => (
          <li key={token} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="inline-block size-8 shrink-0 rounded border border-border"
              style={{ background: `var(--color-${token})` }}
            />
            <span>
              <code>{token}</code>
              <br />
              <span className="text-fg-muted">{colours[token]}</span>
            </span>
          </li>
        ))}
      </ul>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">Contrast of the pairings components use</caption>
        <thead>
          <tr>
            <th scope="col">Sample</th>
            <th scope="col">Pair</th>
            <th scope="col">Ratio</th>
            <th scope="col">Needs</th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map(({ fg, bg, min }) => {
            const ratio = colours[fg] && colours[bg] ? contrastRatio(colours[fg], colours[bg]) : 0;
            return (
              <tr key={`${fg}/${bg}`} data-pass={ratio >= min || undefined}>
                <td className="py-1">
                  {min === 4.5 ? (
                    <span
                      className="rounded-sm px-2 py-0.5"
                      style={{ color: `var(--color-${fg})`, background: `var(--color-${bg})` }}
                    >
                      Aa
                    </span>
                  ) : (
                    // Non-text pairs (borders, focus rings) are shown as a bar on the background, not as text.
                    <span className="inline-flex p-1" style={{ background: `var(--color-${bg})` }}>
                      <span
                        aria-hidden="true"
                        className="h-3 w-8"
                        style={{ background: `var(--color-${fg})` }}
                      />
                    </span>
                  )}
                </td>
                <td>
                  {fg} on {bg}
                </td>
                <td>{ratio.toFixed(2)}:1</td>
                <td>
                  {min}:1 {ratio >= min ? '✓' : '✗'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

const typeScale = ['4xl', '3xl', '2xl', 'xl', 'lg', 'base', 'sm', 'xs'] as const;
const typeClass: Record<(typeof typeScale)[number], string> = {
  '4xl': 'text-4xl',
  '3xl': 'text-3xl',
  '2xl': 'text-2xl',
  xl: 'text-xl',
  lg: 'text-lg',
  base: 'text-base',
  sm: 'text-sm',
  xs: 'text-xs',
};

function BrandType({ brand }: { brand: BrandId }) {
  return (
    <section data-brand={brand} className="bg-surface p-4 text-fg" aria-label={`Type, ${brand}`}>
      <p className="mb-2 text-sm text-fg-muted">{brands.find((b) => b.id === brand)?.name}</p>
      {typeScale.map((size) => (
        <p key={size} className={`${typeClass[size]} ${size.includes('xl') ? 'font-display' : 'font-body'}`}>
          {size} · Reserva tu visita
        </p>
      ))}
    </section>
  );
}

const spacing = [1, 2, 3, 4, 6, 8, 12, 16] as const;
const spacingClass: Record<(typeof spacing)[number], string> = {
  1: 'w-1',
  2: 'w-2',
  3: 'w-3',
  4: 'w-4',
  6: 'w-6',
  8: 'w-8',
  12: 'w-12',
  16: 'w-16',
};

const meta = {
  title: 'Foundations/Tokens',
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <div className="grid gap-4 lg:grid-cols-2">
      {brands.map((b) => (
        <BrandColours key={b.id} brand={b.id} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tbody tr');
    await expect(rows).toHaveLength(contrastPairs.length * brands.length);
    await expect(canvasElement.querySelectorAll('tbody tr[data-pass]')).toHaveLength(rows.length);
  },
};

export const Type: Story = {
  render: () => (
    <div className="grid gap-4 lg:grid-cols-2">
      {brands.map((b) => (
        <BrandType key={b.id} brand={b.id} />
      ))}
    </div>
  ),
};

export const SpacingRadiiShadows: Story = {
  name: 'Spacing, radii and shadows',
  render: () => (
    <div className="grid gap-4 lg:grid-cols-2">
      {brands.map((b) => (
        <section
          key={b.id}
          data-brand={b.id}
          className="bg-surface p-4 text-fg"
          aria-label={`Shapes, ${b.name}`}
        >
          <h2 className="mb-2 text-lg">{b.name}</h2>
          <ul className="mb-4 flex flex-col gap-1 text-sm">
            {spacing.map((s) => (
              <li key={s} className="flex items-center gap-2">
                <span aria-hidden="true" className={`${spacingClass[s]} h-3 bg-primary`} />
                spacing {s} = {s * 4}px
              </li>
            ))}
          </ul>
          <ul className="flex flex-wrap gap-4 text-sm">
            <li className="rounded-sm border border-border-strong p-3">radius sm</li>
            <li className="rounded-md border border-border-strong p-3">radius md</li>
            <li className="rounded-lg border border-border-strong p-3">radius lg</li>
            <li className="rounded-md bg-surface-raised p-3 shadow-sm">shadow sm</li>
            <li className="rounded-md bg-surface-raised p-3 shadow-md">shadow md</li>
            <li className="rounded-md bg-surface-raised p-3 shadow-lg">shadow lg</li>
          </ul>
        </section>
      ))}
    </div>
  ),
};

export const Breakpoints: Story = {
  render: () => (
    <section className="p-4" aria-label="Breakpoints">
      <table className="text-left text-sm">
        <caption className="mb-2 text-left font-semibold">Breakpoints and page limits</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Min width</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(breakpoints).map(([name, width]) => (
            <tr key={name}>
              <td className="pr-6">{name}</td>
              <td>{width}</td>
            </tr>
          ))}
          <tr>
            <td className="pr-6">max-w-page</td>
            <td>1600px</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-4 text-sm">
        Current band: <span className="sm:hidden">phone (&lt; 480)</span>
        <span className="hidden sm:inline md:hidden">large phone (480–767)</span>
        <span className="hidden md:inline lg:hidden">tablet (768–1023)</span>
        <span className="hidden lg:inline">desktop (≥ 1024)</span>
      </p>
    </section>
  ),
};
