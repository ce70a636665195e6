/**
 * A job page's script: what every page runs, and one more thing. In English, a job opened at its
 * Norwegian slug (/en/jobs/seo-aeo-ekspert/) gets the English address (/en/jobs/seo-aeo-expert/)
 * without a reload; the canonical link already names it. The page carries that address in
 * `data-canonical-path`.
 */
import { startPage } from '../../components/islands/start'
import { moveToCanonicalAddress } from '../../components/sections/careers/job-address'

startPage()
moveToCanonicalAddress()
