import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

const fontStack = "Sarabun, 'Noto Sans Thai', Tahoma, system-ui, sans-serif";

export const theme = createTheme({
  primaryColor: 'postRed',
  primaryShade: 6,
  colors: { postRed, postBlue },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  // Thai stacks tone marks above the line: a little more line height keeps them clear of the line above.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.65', xl: '1.7' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});

/**
 * "Dimmed" text in gray 7, not Mantine's gray 6: gray 6 on white is 3.3:1 and on gray 0 3.2:1, under WCAG AA's 4.5:1
 * (axe-core's colour-contrast, issue 18).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
