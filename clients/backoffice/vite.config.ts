import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createAppViteConfig } from '../shared/build/vite-app-config.mts';

export default defineConfig(
  createAppViteConfig({
    appDir: path.dirname(fileURLToPath(import.meta.url)),
    base: '/dashboard/',
    name: 'Tijara — Back office',
    shortName: 'Tijara BO',
    description: 'Gestion de la boutique et caisse, même hors ligne.',
    themeColor: '#820869',
    backgroundColor: '#ffffff',
    react: react(),
    devPort: 5174,
  }),
);
