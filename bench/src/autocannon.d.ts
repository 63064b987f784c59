/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent: returns the request to send (e.g. with a fresh body). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Called with each response of this request (the connection's context is the one setupRequest filled). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    maxOverallRequests?: number;
    timeout?: number;
    ignoreCoordinatedOmission?: boolean;
    workers?: number;
    requests?: Request[];
    /** Sent with every request. */
    headers?: Record<string, string>;
    title?: string;
  }
  interface Result {
    title?: string;
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Request, Result };
}
