import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

/** Holds the page the way a list page would, so the stories show the window moving. */
function StatefulPagination({ page: initialPage, onPageChange, ...args }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs', 'responsive'],
  args: { page: 1, totalPages: 10, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: {
      description: 'How many pages there are; with one page or none, nothing renders.',
      control: { type: 'number', min: 0 },
    },
    label: { control: 'text' },
    hrefOf: { control: false },
  },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownPages = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="pagination-page"]')].map((button) => button.textContent);

export const FirstPage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(shownPages(canvasElement)).toEqual(['1', '2', '3']);

    const first = canvas.getByRole('button', { name: 'Primera página' });
    const previous = canvas.getByRole('button', { name: 'Página anterior' });
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await userEvent.click(first);
    await expect(args.onPageChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await expect(shownPages(canvasElement)).toEqual(['2', '3', '4']);
  },
};

export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(shownPages(canvasElement)).toEqual(['4', '5', '6']);
    await expect(canvas.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Página 4' })).not.toHaveAttribute('aria-current');

    // Keyboard: Tab reaches the controls in order and Enter/Space press them.
    const next = canvas.getByRole('button', { name: 'Página siguiente' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(shownPages(canvasElement)).toEqual(['6', '7', '8']);

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Página 6' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);

    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Primera página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(shownPages(canvasElement)).toEqual(['8', '9', '10']);
    const next = canvas.getByRole('button', { name: 'Página siguiente' });
    const last = canvas.getByRole('button', { name: 'Última página' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(last).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    last.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Primera página' })).not.toHaveAttribute('aria-disabled');
  },
};

export const ReachingTheEnd: Story = {
  args: { page: 9 },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Página siguiente' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    // The control that just became unavailable keeps the focus instead of dropping it.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual(['1']);
    for (const name of ['Primera página', 'Página anterior', 'Página siguiente', 'Última página']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const ManyPages: Story = {
  args: { page: 57, totalPages: 120 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(shownPages(canvasElement)).toEqual(['56', '57', '58']);
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(120);
    await expect(shownPages(canvasElement)).toEqual(['118', '119', '120']);
  },
};

export const English: Story = {
  args: { page: 2 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { page: 2, totalPages: 4, label: 'Paginación de artículos de prensa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginación de artículos de prensa' })).toBeVisible();
  },
};

export const OtherBrand: Story = {
  args: { page: 4 },
  parameters: { brand: 'brava' },
};

/**
 * With the pages' addresses: every control is a link (it works before the page's code loads, and
 * opens in a new tab), and a plain click moves without following it.
 */
export const AsLinks: Story = {
  args: { page: 2, totalPages: 6, hrefOf: (page: number) => `?p=${page}` },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '?p=3');
    await expect(canvas.getByRole('link', { name: 'Última página' })).toHaveAttribute('href', '?p=6');
    const next = canvas.getByRole('link', { name: 'Página siguiente' });
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await expect(next).toHaveAttribute('href', '?p=4');
    await expect(window.location.search).not.toContain('p=3');
    // At the end, the step that leads nowhere keeps its focus and does nothing.
    await userEvent.click(canvas.getByRole('link', { name: 'Última página' }));
    await expect(canvas.getByRole('link', { name: 'Última página' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(next).toHaveFocus();
  },
};
