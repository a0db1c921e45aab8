import { Badge, type BadgeProps } from './Badge.tsx';

/**
 * 'Draft' on a content entry that is not published yet (draft, or dated in the future). Only
 * `npm start` has such entries (docs/content.md); a build leaves them out, so this renders nothing there.
 */
export function DraftBadge({ draft, size }: { draft?: boolean; size?: BadgeProps['size'] }) {
  return draft ? (
    <Badge variant="danger" size={size}>
      Draft
    </Badge>
  ) : null;
}
