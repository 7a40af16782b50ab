import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { mergeSlotProps, Slot } from './slot';

describe('Slot', () => {
  it('renders its child with the props merged in: the child’s element, both class names', () => {
    const html = renderToStaticMarkup(
      <Slot data-slot="button" className="inline-flex px-5" aria-label="Ir">
        <a href="/es/reservar" className="mt-2">
          Reserva
        </a>
      </Slot>,
    );
    expect(html).toBe(
      '<a href="/es/reservar" class="inline-flex px-5 mt-2" data-slot="button" aria-label="Ir">Reserva</a>',
    );
  });

  it('throws on anything but one element', () => {
    expect(() => renderToStaticMarkup(<Slot>texto</Slot>)).toThrow(/exactly one element/);
  });
});

describe('mergeSlotProps', () => {
  it('lets the child’s props win, but runs both handlers (the child’s first) and merges styles', () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { id: 'slot', onClick: () => calls.push('slot'), style: { color: 'red', margin: 0 } },
      { id: 'child', onClick: () => calls.push('child'), style: { color: 'blue' } },
    );
    expect(merged.id).toBe('child');
    (merged.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
    expect(merged.style).toEqual({ color: 'blue', margin: 0 });
  });

  it('keeps the slot’s handler when the child has none; the child’s undefined wins elsewhere', () => {
    const onKeyDown = vi.fn();
    const merged = mergeSlotProps(
      { onKeyDown, 'aria-describedby': 'hint error', title: 'a' },
      { onKeyDown: undefined, 'aria-describedby': 'error other', title: undefined },
    );
    expect(merged.onKeyDown).toBe(onKeyDown);
    expect(merged['aria-describedby']).toBe('error other hint');
    expect(merged.title).toBeUndefined();
  });

  it('sets both refs, and clears both', () => {
    const own = createRef<unknown>();
    const seen: unknown[] = [];
    const merged = mergeSlotProps({ ref: own }, { ref: (node: unknown) => void seen.push(node) });
    const set = merged.ref as (node: unknown) => (() => void) | undefined;
    const cleanup = set('node');
    expect(own.current).toBe('node');
    expect(seen).toEqual(['node']);
    cleanup?.();
    expect(own.current).toBeNull();
    expect(seen).toEqual(['node', null]);
  });

  it('passes one ref on as it is, and none when there is none', () => {
    const own = createRef<unknown>();
    expect(mergeSlotProps({ ref: own }, {}).ref).toBe(own);
    expect('ref' in mergeSlotProps({}, {})).toBe(false);
  });
});
