import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { chakraTheme } from './chakra-theme.ts';

const config = defineConfig({
  globalCss: { 'html, body': { bg: 'gray.50', color: 'gray.800' } },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.teal.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.teal.700}' },
          muted: { value: '{colors.teal.100}' },
          subtle: { value: '{colors.teal.50}' },
          emphasized: { value: '{colors.teal.200}' },
          focusRing: { value: '{colors.teal.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
