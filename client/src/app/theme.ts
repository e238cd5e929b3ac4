import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { chakraTheme } from './chakra-theme.ts';

/*
 * The brand teal, chosen so every pair passes WCAG 2.2 AA (text 4.5:1, focus rings and borders 3:1).
 * Chakra's teal.600 (#0d9488) under white text was 3.74:1, so the solid colour is teal.650 (#0f766e).
 * Ratios (WCAG relative luminance):
 *   white on solid #0f766e ............................. 5.47   (primary buttons, figures band, checkboxes)
 *   white on hover #0d645e (solid mixed with 15% black) . 7.00   (Chakra's default solid/90 would be 4.48)
 *   teal.50 #f0fdfa on solid ........................... 5.25   (landing figures' labels)
 *   fg teal.700 on disabled teal.100 #ccfbf1 ........... 6.86   (disabled solid button, instead of 50% opacity)
 *   fg teal.700 #0c5d56 on white / gray.50 ............. 7.73 / 7.41
 *   fg teal.700 on subtle teal.100 / muted teal.200 .... 6.86 / 6.13 (subtle buttons, badges, their hover)
 *   focus ring #0f766e on white / gray.50 .............. 5.47 / 5.24
 *   outline border teal.600 #0d9488 on white ........... 3.74
 *   white on green.700 #15803d ......................... 5.02   ('Aprovar'; Chakra's green.600 was 3.29)
 * The default palette (gray) and the light palettes' focus rings were under 3:1 (gray.400 2.56, green.500
 * 2.28, orange.500 2.80, yellow.500 1.92), so every ring is drawn in a colour of at least 3:1 on white.
 */
const solidBrand = '{colors.teal.650}';

const config = defineConfig({
  globalCss: { 'html, body': { bg: 'gray.50', color: 'gray.800' } },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
      colors: { teal: { 650: { value: '#0f766e' } } },
    },
    semanticTokens: {
      colors: {
        teal: {
          solid: { value: solidBrand },
          fg: { value: '{colors.teal.700}' },
          focusRing: { value: solidBrand },
          border: { value: '{colors.teal.600}' },
        },
        gray: { focusRing: { value: solidBrand } },
        green: { solid: { value: '{colors.green.700}' }, focusRing: { value: '{colors.green.700}' } },
        orange: { focusRing: { value: '{colors.orange.700}' } },
        yellow: { focusRing: { value: '{colors.yellow.700}' } },
        brand: {
          solid: { value: solidBrand },
          contrast: { value: 'white' },
          fg: { value: '{colors.teal.700}' },
          muted: { value: '{colors.teal.100}' },
          subtle: { value: '{colors.teal.50}' },
          emphasized: { value: '{colors.teal.200}' },
          focusRing: { value: solidBrand },
        },
      },
    },
    recipes: {
      button: {
        variants: {
          variant: {
            solid: {
              // Darker on hover, never lighter: white text keeps its contrast.
              _hover: { bg: 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)' },
              _expanded: { bg: 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)' },
              // A pale fill with dark text instead of half opacity, which left white on light teal at 1.9:1.
              _disabled: { opacity: '1', bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
            },
          },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use. Not when the module is evaluated: evaluating Chakra's
 * modules and building the system were one long task of a page's start (main.tsx runs them apart;
 * docs/decisions/first-script.md "A light first script and a start in stages").
 */
export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
