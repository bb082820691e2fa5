import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createAppViteConfig } from '../shared/build/vite-app-config.mts';

export default defineConfig(
  createAppViteConfig({
    appDir: path.dirname(fileURLToPath(import.meta.url)),
    base: '/',
    name: 'Tijara — Boutique',
    shortName: 'Tijara',
    description: 'Commandez en ligne, payez à la livraison partout en Algérie.',
    themeColor: '#0b6e4f',
    backgroundColor: '#ffffff',
    react: react(),
    devPort: 5173,
  }),
);
