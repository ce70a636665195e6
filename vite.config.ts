import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss()],
  // Variables exposed to the browser bundle (content/settings.ts reads them).
  envPrefix: ['PUBLIC_ENV__', 'SITE_URL', 'AGENCY_', 'PLUGIN_'],
  build: { target: 'es2022' },
})
