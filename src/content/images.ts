// Where the generated pictures live (tools/build/write-art.ts writes them): one cover per article, event
// and case study, one illustrated avatar per person. Content and the generator both use these paths.
import { slugOf } from './slug.ts';

export interface ContentImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Every cover is drawn at 16:9 on this canvas. */
export const COVER_SIZE = { width: 640, height: 360 } as const;

/** The covers' address on the site (the folder public/images/covers). */
export const COVERS_PATH = '/images/covers';

/** The drawn cover of an entry (tools/build/cover-art.ts): committed by `npm run art`, or drawn by the build. */
export const drawnCoverSrc = (id: string) => `${COVERS_PATH}/${id}.svg`;

/** An entry's cover: the picture its `cover` field names (uploaded in the editor), else its drawn one. */
export const coverImage = (id: string, alt: string, cover?: string): ContentImage => ({ src: cover ?? drawnCoverSrc(id), ...COVER_SIZE, alt });

export const avatarSrc = (name: string): string => `/images/avatars/${slugOf(name)}.svg`;
