import { avatarSrc } from '../content/images.ts';
import { avatar } from './Avatar.css.ts';

export { withAvatar } from './Avatar.css.ts';
import { cx } from './cx.ts';

export interface AvatarProps {
  /** The person's name, printed next to the picture (so the picture itself is decorative). */
  name: string;
  size?: number;
  /** Above the fold: load at once rather than lazily. */
  eager?: boolean;
  className?: string;
}

/** A person's illustrated avatar, generated ahead of time by `npm run art`. */
export function Avatar({ name, size = 48, eager = false, className }: AvatarProps) {
  return <img src={avatarSrc(name)} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" className={cx(avatar, className)} />;
}
