import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** Thailand Post red: primary actions and the brand mark. */
const postRed: MantineColorsTuple = [
  '#ffeaea',
  '#fed3d4',
  '#f7a5a7',
  '#f17476',
  '#ec4a4d',
  '#e92f33',
  '#d71920',
  '#c10f17',
  '#ad0512',
  '#97000c',
];

/** Thailand Post blue: header accents, links and secondary actions. */
const postBlue: MantineColorsTuple = [
  '#e9f0ff',
  '#d1dcf6',
  '#a1b6e8',
  '#6e8edb',
  '#446cd0',
  '#2a57c9',
  '#1c3f94',
  '#173a8c',
  '#0f327e',
  '#022a70',
];

/** Mantine's colour with shades 6 to 9 replaced (the lighter shades 0 to 5 stay). */
function darker(name: string, shades: [string, string, string, string]): MantineColorsTuple {
  const lighter = DEFAULT_THEME.colors[name]?.slice(0, 6) ?? [];
  return [...lighter, ...shades] as unknown as MantineColorsTuple;
}

/**
 * Mantine's bright colours made dark enough for WCAG AA's 4.5:1 (axe-core's colour-contrast): shade 6 is a
 * filled button's or badge's background under white text, an outline's text, an input's error and a `c="red"` text,
 * on white or on a light tint (gray 0 and 1, the colour's own shade 0, postRed 0, postBlue 0); shade 9 is a light
 * badge's or alert's text on shade 1. Mantine's own shade 6 reaches only 1.9:1 (yellow) to 4.3:1 (indigo) on white,
 * and its green, lime, yellow and orange fail even at shade 9 on shade 1. Shades 6 to 9 are Mantine's darkened by the
 * least factor that reaches 4.6:1 on all of those (a little margin); gray keeps its dark shades 7 to 9.
 */
const accessibleColors = {
  gray: darker('gray', ['#666c72', '#495057', '#343a40', '#212529']),
  red: darker('red', ['#be3e3e', '#b62f2f', '#aa2525', '#992020']),
  pink: darker('pink', ['#ba3b68', '#ad2957', '#9d1e4b', '#86183e']),
  grape: darker('grape', ['#a03fb8', '#9234a9', '#832d98', '#712783']),
  indigo: darker('indigo', ['#4361d8', '#3a57cf', '#3450c1', '#3046af']),
  blue: darker('blue', ['#1b6eb6', '#1664a9', '#145999', '#134f87']),
  cyan: darker('cyan', ['#0e7584', '#0b6977', '#085c6a', '#084f5c']),
  teal: darker('teal', ['#0c7958', '#086e4f', '#066045', '#05543c']),
  green: darker('green', ['#287937', '#237031', '#1e642b', '#1b5727']),
  lime: darker('lime', ['#4b7511', '#436b0d', '#3b6109', '#355608']),
  yellow: darker('yellow', ['#8c6303', '#895900', '#864e00', '#814300']),
  orange: darker('orange', ['#a7530d', '#a34405', '#993b08', '#8f300a']),
};

const fontStack = "Sarabun, 'Noto Sans Thai', Tahoma, system-ui, sans-serif";

export const theme = createTheme({
  primaryColor: 'postRed',
  primaryShade: 6,
  colors: { ...accessibleColors, postRed, postBlue },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  // Thai stacks tone marks above the line: a little more line height keeps them clear of the line above.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.65', xl: '1.7' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // A menu holds menu items only: Mantine's focus placeholder (a presentational div with a tabindex at the top of
    // the dropdown) fails axe-core's aria-required-children; without it, opening a menu focuses the dropdown itself.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * "Dimmed" text in gray 7, not gray 6: Mantine's gray 6 on white is 3.3:1 and ours 4.6:1, but on gray 0 it is still
 * under WCAG AA's 4.5:1 (axe-core's colour-contrast). Placeholders in gray 6 (4.6:1 on an input's white),
 * not Mantine's gray 5 (2.1:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
