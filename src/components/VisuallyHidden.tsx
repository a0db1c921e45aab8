// Hidden visually, still read by assistive technology (e.g. extra context for icon-only controls).
export { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
