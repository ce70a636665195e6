/** Entry point of `npm run admin -- <command>` (see server/cli.ts for the commands). */
import { runCli } from './cli'

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
