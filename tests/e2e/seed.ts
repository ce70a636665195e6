/**
 * Runs before the end-to-end server starts (playwright.config.ts): makes sure the test customer
 * exists with its known password and forgets earlier runs' throttling, so runs do not affect
 * each other through the kept DATA_DIR.
 */
import { addCustomer, findCustomer, setActive, setPassword } from '../../server/accounts'
import { serverConfig } from '../../server/config'
import { passwordHasher } from '../../server/crypto'
import { createDb } from '../../server/db'
import { e2eCustomer, e2eResetCustomer } from './customer'

const config = serverConfig()
const db = await createDb(config)
const now = Date.now()
const hasher = passwordHasher(config.policy)
for (const customer of [e2eCustomer, e2eResetCustomer]) {
  const hash = await hasher.hash(customer.password)
  const existing = await findCustomer(db, customer.email)
  if (existing) {
    await setPassword(db, existing.id, hash, now)
    await setActive(db, existing.id, true, now)
    await db.updateTable('customers').set({ name: customer.name }).where('id', '=', existing.id).execute()
  } else {
    await addCustomer(db, { email: customer.email, name: customer.name, passwordHash: hash }, now)
  }
}
await db.deleteFrom('login_attempts').execute()
await db.deleteFrom('rate_limits').execute()
await db.destroy()
console.log(
  `Seeded ${e2eCustomer.email} and ${e2eResetCustomer.email} in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`,
)
