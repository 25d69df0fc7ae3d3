import { createTheme, defaultVariantColorsResolver, parseThemeColor, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

/**
 * One accent (brass, the colour of a hallmark) on light content, with a dark ink frame (header and bottom
 * navigation). Shade 7 is the filled-button shade: white text on it passes WCAG AA.
 */
const brass: MantineColorsTuple = [
  '#fbf6ec',
  '#f3e8d0',
  '#e7d0a0',
  '#dbb76d',
  '#d0a246',
  '#c9952f',
  '#a97a22',
  '#8a621a',
  '#6f4e14',
  '#553b0d',
];

const ink: MantineColorsTuple = [
  '#f2f4f7',
  '#e1e5eb',
  '#c0c8d3',
  '#9aa6b6',
  '#7a889c',
  '#5f6e84',
  '#445268',
  '#2d384a',
  '#1a2230',
  '#0e1116',
];

/** Colours whose darkest shade is still too light for white text: they get dark text instead. */
const LIGHT_HUES = new Set(['yellow', 'orange', 'lime']);

/**
 * WCAG AA (4.5:1) for every coloured control, whatever colour a screen picks: Mantine's filled controls use shade
 * 7 and its light/outline/subtle ones shade 6 for their text, which fails for teal, green, red and the like on
 * white. Filled controls use shade 9 (white text passes; brass and ink keep their own, already AA, shades, and
 * an explicit shade such as `teal.9` is taken as is); light, outline and subtle ones a text darker than shade 9.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  // A light shade asked for by name (`brass.3` on the ink header) is meant for a dark background: kept.
  const onDark = parsed.shade !== undefined && parsed.shade < 7;
  if (!onDark && ['light', 'outline', 'subtle', 'transparent', 'white'].includes(input.variant)) {
    // Text a little darker than the darkest shade: AA on the colour's own tint, for every hue.
    const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 78%, black)`;
    return { ...colors, color: text, hoverColor: text, border: input.variant === 'outline' ? `1px solid ${text}` : colors.border };
  }
  if (input.variant === 'filled' && parsed.shade === undefined && parsed.color !== 'brass' && parsed.color !== 'ink') {
    return LIGHT_HUES.has(parsed.color)
      ? { ...colors, color: 'var(--mantine-color-black)' }
      : { ...colors, background: `var(--mantine-color-${parsed.color}-9)`, hover: `var(--mantine-color-${parsed.color}-8)`, color: 'var(--mantine-color-white)' };
  }
  return colors;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brass',
  primaryShade: 7,
  colors: { brass, ink },
  black: '#0e1116',
  // Inter Variable is bundled (@fontsource-variable/inter): every page looks the same on every system, and no
  // heading falls back to whatever serif the OS has. The fallbacks only show while it loads.
  fontFamily: '"Inter Variable", Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: '"Inter Variable", Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Users who ask their system for less motion get no transitions (accordions, popovers, modals).
  respectReducedMotion: true,
  focusRing: 'auto',
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2.25rem' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Table: { defaultProps: { verticalSpacing: 'sm', horizontalSpacing: 'md', highlightOnHover: true } },
    TextInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
    // A link inside text is told apart by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
  },
});
