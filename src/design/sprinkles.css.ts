import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

const space = vars.space;

const responsive = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': media.sm },
    md: { '@media': media.md },
    lg: { '@media': media.lg },
    xl: { '@media': media.xl },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'sm', 'md', 'lg', 'xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: { ...space, auto: 'auto' },
    marginBottom: { ...space, auto: 'auto' },
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

const plain = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brandText,
      inverse: vars.color.textInverse,
      danger: vars.color.danger,
      success: vars.color.success,
    },
    background: {
      page: vars.color.page,
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      sunken: vars.color.surfaceSunken,
      inverse: vars.color.surfaceInverse,
      brandSubtle: vars.color.brandSubtle,
    },
    fontWeight: vars.fontWeight,
    borderRadius: vars.radius,
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    minWidth: ['0'],
  },
});

export const sprinkles = createSprinkles(responsive, plain);
