// Ladle runs its own Vite: React and Tailwind only, no Vike (with Vike loaded it crashed).
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  envPrefix: ['PUBLIC_ENV__', 'SITE_URL', 'AGENCY_', 'ORG_NUMBER', 'PLUGIN_'],
})
