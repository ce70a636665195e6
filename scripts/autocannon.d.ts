/** The part of autocannon's programmatic API that scripts/loadcheck.ts and scripts/bench.ts use (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; min: number }
  export type Options = {
    url: string
    connections?: number
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    idReplacement?: boolean
    timeout?: number
    pipelining?: number
    /** Seconds to run (instead of `amount`). */
    duration?: number
    /** Requests per second across all connections. */
    overallRate?: number
    /** The requests each connection sends in turn; `setupRequest` may change each one before it goes (a body of its own). */
    requests?: { setupRequest?: (request: Request) => Request }[]
  }
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  export type Result = {
    duration: number
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
