import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  height: '1em',
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
});
