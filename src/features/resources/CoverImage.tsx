// A generated cover (public/images/covers/, `npm run art`) as a plain image with its size, so it
// never shifts the layout.
import type { ContentImage } from '../../content/images.ts';
import { cx } from '../../components/cx.ts';
import { coverImage } from '../../design/page.css.ts';

export interface CoverImageProps {
  image: ContentImage;
  /** The page's largest picture above the fold: loaded at once and first. Others load lazily. */
  priority?: boolean;
  /** On cards whose title already names the item. */
  decorative?: boolean;
  className?: string;
}

export function CoverImage({ image, priority = false, decorative = false, className }: CoverImageProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cx(coverImage, className)}
    />
  );
}
