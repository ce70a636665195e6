// Ladle runs its own Vite: React and Tailwind only, no Vike (field notes). The one Vike module a
// widget imports (the client router, for navigation after success) is replaced by a stand-in.
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  envPrefix: ['PUBLIC_ENV__', 'SITE_URL', 'AGENCY_', 'PLUGIN_'],
  resolve: {
    alias: { 'vike/client/router': fileURLToPath(new URL('./vike-router.ts', import.meta.url)) },
  },
})
