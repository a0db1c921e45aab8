// A generated cover (public/images/covers/, `npm run art`) as a plain image with its size, so it
// never shifts the layout.
import type { ContentImage } from '../../content/images.ts';
import { cx } from '../../components/cx.ts';
import { coverImage } from '../../design/page.css.ts';

export interface CoverImageProps {
  image: ContentImage;
  /**
   * Above the fold: loaded at once rather than lazily, but not ahead of the stylesheet and the font
   * (no fetchpriority): the title above the cover is the largest paint on most phones.
   */
  eager?: boolean;
  /** On cards whose title already names the item. */
  decorative?: boolean;
  className?: string;
}

export function CoverImage({ image, eager = false, decorative = false, className }: CoverImageProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cx(coverImage, className)}
    />
  );
}
