// Ladle runs its own Vite: React and Tailwind only, no Vike (with Vike loaded it crashed).
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bundledContent } from '../content/content-modules'
import { contentModules } from '../content/loader/vite-plugin'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Stories get content files as data (`virtual:content/jobs`, the facts), loaded here at build time.
    contentModules(bundledContent),
  ],
  envPrefix: ['PUBLIC_ENV__', 'SITE_URL', 'AGENCY_', 'ORG_NUMBER', 'PLUGIN_'],
})
