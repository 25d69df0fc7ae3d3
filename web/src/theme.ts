import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brass',
  primaryShade: 7,
  colors: { brass, ink },
  black: '#0e1116',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
    fontWeight: '600',
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
  },
});
