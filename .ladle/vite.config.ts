// Ladle runs its own Vite: React and Tailwind only, no Vike (with Vike loaded it crashed).
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { jobs, jobTemplate } from '../content/careers/jobs'
import { contentModules } from '../content/loader/vite-plugin'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Stories get content files as data (`virtual:content/jobs`), loaded here at build time.
    contentModules({ jobs: { load: () => jobs() }, 'job-template': { load: () => jobTemplate() } }),
  ],
  envPrefix: ['PUBLIC_ENV__', 'SITE_URL', 'AGENCY_', 'ORG_NUMBER', 'PLUGIN_'],
})
