import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { SLIDE_INTERVAL_MS } from './use-slider.ts';

const current = () => screen.getByRole('group', { name: /of 3/ }).getAttribute('aria-label');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderSlider() {
  await renderRoutes([{ path: '/', Component: HeroSlider }]);
}

describe('the landing slider', () => {
  it('moves 1 → 2 → 3 → 1, one slide every 5000 ms', async () => {
    await renderSlider();
    expect(SLIDE_INTERVAL_MS).toBe(5000);
    expect(current()).toBe('1 of 3');
    advance(4999);
    expect(current()).toBe('1 of 3');
    advance(1);
    expect(current()).toBe('2 of 3');
    advance(5000);
    expect(current()).toBe('3 of 3');
    advance(5000);
    expect(current()).toBe('1 of 3');
  });

  it('shows one slide at a time to assistive technology, and says which dot is current', async () => {
    await renderSlider();
    expect(screen.getAllByRole('group', { name: /of 3/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show slide 1: Book in two minutes' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show slide 2: A mechanic comes to you' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('holds still while the pointer is over it, and goes on after', async () => {
    await renderSlider();
    const slider = screen.getByRole('region', { name: 'FleetCare in three steps' });
    fireEvent.mouseEnter(slider);
    advance(15_000);
    expect(current()).toBe('1 of 3');
    fireEvent.mouseLeave(slider);
    advance(5000);
    expect(current()).toBe('2 of 3');
  });

  it('holds still while focus is inside it', async () => {
    await renderSlider();
    const dot = screen.getByRole('button', { name: 'Show slide 3: Back on the road' });
    act(() => dot.focus());
    advance(15_000);
    expect(current()).toBe('1 of 3');
    act(() => dot.blur());
    advance(5000);
    expect(current()).toBe('2 of 3');
  });

  it('a dot shows its slide, which then gets its full 5 s', async () => {
    await renderSlider();
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Back on the road' }));
    expect(current()).toBe('3 of 3');
    advance(4999);
    expect(current()).toBe('3 of 3');
    advance(1);
    expect(current()).toBe('1 of 3');
  });

  it('the pause button stops it until Play is pressed', async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(20_000);
    expect(current()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    advance(5000);
    expect(current()).toBe('2 of 3');
  });

  it('never moves by itself for visitors who prefer reduced motion', async () => {
    stubReducedMotion(true);
    await renderSlider();
    advance(20_000);
    expect(current()).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: A mechanic comes to you' }));
    expect(current()).toBe('2 of 3');
  });
});
