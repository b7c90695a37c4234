import type { CarouselImage } from '@wfc/shared';
import { act, render, screen } from '../../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoCarousel } from './photo-carousel';

const own: CarouselImage = { src: '/images/carousel/workshop.webp', alt: 'Founders at a workshop', width: 800, height: 600 };
const uploaded: CarouselImage = {
  src: '/uploads/bbbbbbbbbbbbbbbbbbbbbb.webp',
  alt: 'Members on stage',
  width: 1200,
  height: 900,
  sources: { webp: '/uploads/a.webp 160w, /uploads/bbbbbbbbbbbbbbbbbbbbbb.webp 640w', avif: '/uploads/a.avif 160w, /uploads/b.avif 640w' },
};

describe('PhotoCarousel', () => {
  it("offers an uploaded photo as AVIF and WebP at the carousel's width, and the site's own with its 400 px file, each with its size", () => {
    const { container } = render(<PhotoCarousel images={[own, uploaded]} />);
    const ownImage = screen.getByRole('img', { name: 'Founders at a workshop' });
    expect(ownImage).toHaveAttribute('srcset', '/images/carousel/workshop-400.webp 400w, /images/carousel/workshop.webp 800w');
    expect(ownImage.closest('picture')).toBeNull();

    // Only the photo shown is in the accessibility tree: the upload is found by its alt text.
    const image = container.querySelector(`img[alt="${uploaded.alt}"]`)!;
    expect(image).toHaveAttribute('src', uploaded.src);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    const sources = [...image.closest('picture')!.querySelectorAll('source')].map((source) => [
      source.type,
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      ['image/avif', uploaded.sources!.avif, '(min-width: 1024px) 36rem, calc(100vw - 2rem)'],
      ['image/webp', uploaded.sources!.webp, '(min-width: 1024px) 36rem, calc(100vw - 2rem)'],
    ]);
  });

  it('puts only the photo shown and the next in the page, and each later one as the carousel comes to it', () => {
    vi.useFakeTimers();
    const photos = Array.from({ length: 4 }, (_, i) => ({ ...own, src: `/images/carousel/photo-${i}.webp`, alt: `Photo number ${i}` }));
    const { container } = render(<PhotoCarousel images={photos} />);
    const inPage = () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('alt'));
    expect(inPage()).toEqual(['Photo number 0', 'Photo number 1']);
    expect(screen.getByText('Photo 1 of 4')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Photo number 1');
    expect(inPage()).toEqual(['Photo number 0', 'Photo number 1', 'Photo number 2']);

    // Each move sets the next timer once rendered.
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Photo number 3');
    expect(inPage()).toHaveLength(4);
    // Back at the first, every photo stays: none is fetched twice.
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Photo number 0');
    expect(inPage()).toHaveLength(4);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
