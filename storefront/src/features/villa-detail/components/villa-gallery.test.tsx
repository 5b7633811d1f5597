import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import { setupI18n } from '../test/render.tsx';
import { VillaGallery } from './villa-gallery.tsx';

beforeAll(setupI18n);

function photo(n: number): VillaImageDto {
  return {
    id: n,
    url: `/uploads/photo_${n}.jpg`,
    width: 2000,
    height: 1500,
    formats: {
      small: { url: `/uploads/small_photo_${n}.jpg`, width: 500, height: 375 },
      medium: { url: `/uploads/medium_photo_${n}.jpg`, width: 750, height: 563 },
      large: { url: `/uploads/large_photo_${n}.jpg`, width: 1000, height: 750 },
    },
    alt: `Baan Test, photo ${n} of 7`,
  };
}

const images = Array.from({ length: 7 }, (_, i) => photo(i + 1));

describe('villa gallery and its full-screen viewer', () => {
  it('shows the main photo and 4 thumbnails, the last one as "+2 more", with srcset and explicit sizes', () => {
    render(<VillaGallery images={images} name="Baan Test" />);
    expect(screen.getByRole('button', { name: '+2 more: show all 7 photos' })).toHaveTextContent('+2 more');
    const main = screen.getByRole('img', { name: 'Baan Test, photo 1 of 7' });
    expect(main).toHaveAttribute('srcset', expect.stringContaining('/uploads/medium_photo_1.jpg 750w'));
    expect(main).toHaveAttribute('width', '750');
    expect(main).toHaveAttribute('height', '563');
    expect(screen.getByRole('img', { name: 'Baan Test, photo 3 of 7' })).toHaveAttribute('loading', 'lazy');
  });

  it('when a photo is opened, then arrow keys and the buttons move through the photos and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<VillaGallery images={images} name="Baan Test" />);
    const opener = screen.getByRole('button', { name: 'Open photo 1 of 7' });
    await user.click(opener);

    // The viewer's code loads when a photo is first opened (or once the page is idle).
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Baan Test' });
    expect(within(viewer).getByText('1 / 7')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('2 / 7')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('7 / 7')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('1 / 7')).toBeInTheDocument();

    const strip = within(viewer).getByRole('list', { name: 'All photos' });
    await user.click(within(strip).getByRole('button', { name: 'Show photo 4 of 7' }));
    expect(within(viewer).getByText('4 / 7')).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'Show photo 4 of 7' })).toHaveAttribute('aria-current', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when the "+N more" tile is pressed, then the viewer opens at that photo', async () => {
    const user = userEvent.setup();
    render(<VillaGallery images={images} name="Baan Test" />);
    await user.click(screen.getByRole('button', { name: '+2 more: show all 7 photos' }));
    expect(within(await screen.findByRole('dialog')).getByText('5 / 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the photo is swiped left or right on a touch screen, then the next or previous photo shows', async () => {
    const user = userEvent.setup();
    render(<VillaGallery images={images} name="Baan Test" />);
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 7' }));
    const viewer = await screen.findByRole('dialog');
    const stage = within(viewer).getByRole('img', { name: 'Baan Test, photo 1 of 7' }).parentElement as HTMLElement;
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 200 }], changedTouches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(stage, { touches: [], changedTouches: [{ clientX: 120, clientY: 200 }] });
    expect(within(viewer).getByText('2 / 7')).toBeInTheDocument();
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 200 }], changedTouches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(stage, { touches: [], changedTouches: [{ clientX: 300, clientY: 200 }] });
    expect(within(viewer).getByText('1 / 7')).toBeInTheDocument();
  });

  it('when the villa has no photo, then its first letter stands in', () => {
    render(<VillaGallery images={[]} name="coral house" overlay={<button type="button">Save to wishlist</button>} />);
    const letter = screen.getByRole('img', { name: 'No photos of coral house yet' });
    expect(letter).toHaveTextContent('C');
    // The overlay's controls sit beside the picture, never inside it (axe: nested-interactive).
    expect(within(letter).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toBeInTheDocument();
  });
});
