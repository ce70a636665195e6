/**
 * Where a webhook may go. An endpoint's URL is set by an operator, but its host name resolves to
 * whatever its DNS says, now and later: a name that points at 127.0.0.1, the cloud's metadata
 * service (169.254.169.254) or a database on the private network would make the server a proxy
 * into places the internet cannot reach (server-side request forgery). So, unless
 * WEBHOOK_ALLOW_LOCAL is on (tests and local development):
 * - only `https` URLs, without user name or password in them;
 * - every address the name resolves to must be a public one (none of the special-purpose ranges
 *   below): one private address among public ones refuses the endpoint, since the connection
 *   could go to any of them;
 * - the connection goes to an address that was checked: the check is the lookup the connection
 *   itself uses (`guardedLookup`), so the name cannot resolve to a public address for the check
 *   and to a private one for the connection a moment later (DNS rebinding); an address written
 *   in the URL itself, which is connected to without a lookup, is checked with the URL.
 * Redirects are never followed (./worker.ts), so a public endpoint cannot send the request on.
 */
import { lookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns'
import { BlockList, isIP } from 'node:net'

/** Why an endpoint is refused: its URL, or the addresses its name resolves to. */
export class WebhookAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS'
  constructor(message: string) {
    super(message)
    this.name = 'WebhookAddressError'
  }
}

/**
 * Addresses no webhook may reach: IANA's special-purpose ranges (RFC 6890 and its updates) that
 * are not the public internet. An IPv4 range covers its IPv4-mapped IPv6 form too (::ffff:a.b.c.d).
 */
const notPublic = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses through a translator
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking ...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: reaches IPv4 addresses through a relay
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6')

/** Whether `address` (an IPv4 or IPv6 address) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** The endpoint's URL if it may be delivered to (scheme and form); throws `WebhookAddressError` otherwise. */
export function checkEndpointUrl(raw: string, allowLocal: boolean): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new WebhookAddressError(`not an absolute URL: ${raw}`)
  }
  const schemes = allowLocal ? ['https:', 'http:'] : ['https:']
  if (!schemes.includes(url.protocol))
    throw new WebhookAddressError(
      `only ${schemes.map((s) => s.slice(0, -1)).join(' or ')} endpoints, not ${url.protocol}`,
    )
  if (url.username || url.password)
    throw new WebhookAddressError('no user name or password in the URL: the signature authenticates the request')
  if (url.hash) throw new WebhookAddressError('no #fragment in the URL')
  // An address written in the URL is connected to without a lookup: it is checked here.
  const host = hostOf(url)
  if (!allowLocal && isIP(host) !== 0 && !isPublicAddress(host))
    throw new WebhookAddressError(`${host} is not a public address`)
  return url
}

/** The URL's host as DNS and `isIP` know it (an IPv6 literal without its brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for the connection to an endpoint: resolves the name, refuses it when any of its
 * addresses is not public (unless `allowLocal`), and hands the connection the addresses it checked.
 */
export function guardedLookup(allowLocal: boolean) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, [])
      if (addresses.length === 0) return callback(new WebhookAddressError(`${hostname} has no address`), [])
      const refused = allowLocal ? [] : addresses.filter((entry) => !isPublicAddress(entry.address))
      if (refused.length > 0)
        return callback(
          new WebhookAddressError(
            `${hostname} resolves to ${refused.map((entry) => entry.address).join(', ')}, not a public address`,
          ),
          [],
        )
      if (options.all) callback(null, addresses)
      else callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

/** Resolves the endpoint's host now and checks every address (for the admin command, before an endpoint is saved). */
export async function checkEndpointAddresses(url: URL, allowLocal: boolean): Promise<string[]> {
  const resolve = guardedLookup(allowLocal)
  return new Promise((resolvePromise, reject) =>
    resolve(hostOf(url), { all: true }, (error, addresses) =>
      error ? reject(error) : resolvePromise((addresses as LookupAddress[]).map((entry) => entry.address)),
    ),
  )
}
